import { describe, expect, it } from 'vitest';
import { isReservedUsername } from './reservedUsernames';
import { skeleton } from './skeleton';

describe('skeleton', () => {
  it('is one for names drawn alike', () => {
    for (const lookAlike of ['rnascot', 'MASCOT', 'mascot.', 'mas_cot', 'ma5c0t', 'маscot', 'mαscοt', 'ｍａｓｃｏｔ', 'mäscot'])
      expect(skeleton(lookAlike), lookAlike).toBe(skeleton('mascot'));
    for (const lookAlike of ['adm1n', 'admln', 'ADMIN', 'adrnin', 'aclmin', 'αdmin']) expect(skeleton(lookAlike), lookAlike).toBe(skeleton('admin'));
    expect(skeleton('vvebmaster')).toBe(skeleton('webmaster'));
    expect(skeleton('r00t')).toBe(skeleton('root'));
  });
});

describe('reserved usernames', () => {
  it('refuses the mascot, the product, its staff and their look-alikes', () => {
    for (const name of [
      'mascot',
      'mascot.',
      'rnascot',
      'glimpse_mascot',
      'the.mascot',
      'admin',
      'Admin_2',
      'administrator',
      'sysadmin',
      'the_admin',
      'support.team',
      'glimpse',
      'glimpse.team',
      'gl1mpse',
      'moderator',
      'm0derator',
      'support',
      'root',
      'r00t',
      'system',
      'staff',
      'help',
    ])
      expect(isReservedUsername(name), name).toBe(true);
  });

  it('lets ordinary names through, short reserved words inside them included', () => {
    for (const name of [
      'alice',
      'bob_the_builder',
      'demo',
      'maya.travels',
      'leo_outdoors',
      'ana.sketches',
      'sam_eats',
      'groot',
      'beetroot',
      'ecosystem',
      'modern',
      'helper',
      'staffy',
      'modmary',
      'bossbob',
      'warden',
      'badminton_fan',
    ])
      expect(isReservedUsername(name), name).toBe(false);
  });
});
