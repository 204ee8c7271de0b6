/**
 * A seeded PRNG (mulberry32): the dataset must be the same on every run, so that two runs of the
 * bench compare like with like.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** A version-4-shaped UUID made from this generator's numbers. */
  uuid(): string;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex32 = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  return {
    next,
    int: (n) => Math.floor(next() * n),
    uuid() {
      const h = hex32() + hex32() + hex32() + hex32();
      const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}
