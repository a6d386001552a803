// Deterministic randomness for seeding and fault injection: the same seed gives the same
// advertisers and the same fault sequence.

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** 32-bit hash of a seed (string or number), spreading similar seeds apart. */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2_654_435_761);
    h2 = Math.imul(h2 ^ c, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  return h1 >>> 0;
}

/** mulberry32: small, fast, good enough for simulation (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createRandom(seed: string | number): Random {
  return mulberry32(hashSeed(seed));
}

/** Integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** Lower-case hex string of `length` characters. */
export function randomHex(random: Random, length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(random() * 16).toString(16);
  return out;
}
