import { skeleton } from './skeleton';

export const USERNAME_RESERVED = 'This username is reserved.';

/**
 * Names no one may sign up under, because they would pass for the product itself, its staff or
 * its mascot. A name is refused when its skeleton (skeleton.ts) contains one of these: 'rnascot',
 * 'glimpse_mascot', 'Admin_2' or 'the.m0derator' pass for them. The mascot's own account
 * ('mascot', else 'glimpse_mascot': bff/mascot/mascot.ts) is registered by the server without
 * going through sign-up, so it is not stopped by this list.
 */
const CONTAINED = ['mascot', 'glimpse', 'administrator', 'moderator'];

/** Refused at either end of a name ('sysadmin', 'admin_2', 'support.team'), not inside a word ('badminton_fan'). */
const AT_AN_END = ['admin', 'support'];

/**
 * Short common words refused only as the whole name: contained, they would also refuse ordinary
 * names ('groot', 'beetroot', 'ecosystem', 'modern', 'staffy', 'helper').
 */
const WHOLE = [
  'root',
  'system',
  'staff',
  'official',
  'security',
  'help',
  'mod',
  'sysop',
  'superuser',
  'owner',
  'webmaster',
  'postmaster',
  'abuse',
  'noreply',
  'null',
  'undefined',
];

const containedSkeletons = CONTAINED.map(skeleton);
const endSkeletons = AT_AN_END.map(skeleton);
const wholeSkeletons = new Set(WHOLE.map(skeleton));

export function isReservedUsername(username: string): boolean {
  const shape = skeleton(username);
  return (
    wholeSkeletons.has(shape) ||
    containedSkeletons.some((reserved) => shape.includes(reserved)) ||
    endSkeletons.some((reserved) => shape.startsWith(reserved) || shape.endsWith(reserved))
  );
}
