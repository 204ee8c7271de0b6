import { describe, expect, it } from 'vitest';
import type { KeyStore } from '../../domain/ports/keyStore';

/** What every KeyStore adapter must do. Owners are unique per run, so a shared server is fine. */
export function keyStoreContract(name: string, open: () => Promise<{ keys: KeyStore; cleanup: () => Promise<void> }>): void {
  describe(`KeyStore contract: ${name}`, () => {
    const owner = () => `owner-${Math.random().toString(36).slice(2)}`;

    it('makes a 32-byte key on first use and answers the same one after', async () => {
      const { keys, cleanup } = await open();
      const ann = owner();
      expect(await keys.existingKey(ann)).toBeNull();
      const key = await keys.keyFor(ann);
      expect(key).toHaveLength(32);
      expect(await keys.keyFor(ann)).toEqual(key);
      expect(await keys.existingKey(ann)).toEqual(key);
      expect(await keys.keyFor(owner())).not.toEqual(key);
      await cleanup();
    });

    it('never makes a destroyed key again', async () => {
      const { keys, cleanup } = await open();
      const bob = owner();
      await keys.keyFor(bob);
      await keys.destroy(bob);
      expect(await keys.existingKey(bob)).toBeNull();
      expect(await keys.keyFor(bob)).toBeNull();
      const never = owner();
      await keys.destroy(never);
      expect(await keys.keyFor(never)).toBeNull();
      await cleanup();
    });

    it('makes one key when several ask at once', async () => {
      const { keys, cleanup } = await open();
      const cat = owner();
      const all = await Promise.all([keys.keyFor(cat), keys.keyFor(cat), keys.keyFor(cat)]);
      expect(new Set(all.map((k) => k!.toString('hex'))).size).toBe(1);
      await cleanup();
    });
  });
}
