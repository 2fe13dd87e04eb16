/**
 * mulberry32: a tiny, well-known seeded PRNG (Tommy Ettinger's public-domain 32-bit generator).
 * Same seed, same sequence, so generated data and fuzz cases reproduce. Not for anything secret.
 * (The project declares no seeded PRNG package; this is the whole of one.)
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
