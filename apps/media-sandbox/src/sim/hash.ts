// Fast deterministic noise for the delivery engine: a number in [0, 1) from (seed, id, a, b).
// Object ids exceed 32 bits (Ocean Engine), so they are mixed in as two halves.

const TWO_32 = 4_294_967_296;

function mix(h: number, value: number): number {
  let x = Math.imul(h ^ value, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}

/** The low and high 32 bits of 19-digit Ocean Engine ids, kept: BigInt arithmetic is slow. */
const halves = new Map<bigint, readonly [number, number]>();

function halvesOf(id: bigint): readonly [number, number] {
  let found = halves.get(id);
  if (!found) {
    found = [Number(BigInt.asIntN(32, id)), Number(BigInt.asIntN(32, id >> 32n))];
    halves.set(id, found);
  }
  return found;
}

/** Uniform in [0, 1), a pure function of its arguments. */
export function noise(seed: number, id: number | bigint, a = 0, b = 0): number {
  let h = seed | 0;
  if (typeof id === 'bigint') {
    const [low, high] = halvesOf(id);
    h = mix(h, low);
    h = mix(h, high);
  } else {
    h = mix(h, (id % TWO_32) | 0);
    h = mix(h, Math.floor(id / TWO_32) | 0);
  }
  h = mix(h, a | 0);
  h = mix(h, b | 0);
  h = mix(h, 0x27d4eb2d);
  return (h >>> 0) / TWO_32;
}

/** Uniform in [min, max). */
export const between = (u: number, min: number, max: number): number => min + u * (max - min);
