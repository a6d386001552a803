import { emptyRow, type HourRow } from './model';

// Hourly rows of one level-2 object, stored column-wise in typed arrays (14 bytes an hour) so weeks
// of history for thousands of objects stay small in memory and in the snapshot. Hours before the
// first non-zero one take no space; later zero hours are stored as zeros.

const U16_MAX = 65_535;
const U32_MAX = 4_294_967_295;

export interface SeriesJson {
  firstHour: number;
  length: number;
  /** Base64 of the little-endian typed arrays. */
  show: string;
  click: string;
  cost: string;
  conv: string;
  deep: string;
}

export class HourSeries {
  private show: Uint32Array;
  private cost: Uint32Array;
  private click: Uint16Array;
  private conv: Uint16Array;
  private deep: Uint16Array;
  length = 0;

  constructor(
    readonly firstHour: number,
    capacity = 24,
  ) {
    this.show = new Uint32Array(capacity);
    this.cost = new Uint32Array(capacity);
    this.click = new Uint16Array(capacity);
    this.conv = new Uint16Array(capacity);
    this.deep = new Uint16Array(capacity);
  }

  get lastHour(): number {
    return this.firstHour + this.length - 1;
  }

  /** Bytes held by the arrays. */
  get bytes(): number {
    return this.show.length * 14;
  }

  set(hour: number, row: HourRow): void {
    const i = hour - this.firstHour;
    if (i < 0) throw new RangeError(`hour ${hour} is before the series start ${this.firstHour}`);
    if (i >= this.show.length) this.grow(i + 1);
    this.show[i] = Math.min(row.show, U32_MAX);
    this.cost[i] = Math.min(row.cost, U32_MAX);
    this.click[i] = Math.min(row.click, U16_MAX);
    this.conv[i] = Math.min(row.conv, U16_MAX);
    this.deep[i] = Math.min(row.deep, U16_MAX);
    if (i >= this.length) this.length = i + 1;
  }

  get(hour: number): HourRow {
    const i = hour - this.firstHour;
    if (i < 0 || i >= this.length) return emptyRow();
    return {
      show: this.show[i] ?? 0,
      click: this.click[i] ?? 0,
      cost: this.cost[i] ?? 0,
      conv: this.conv[i] ?? 0,
      deep: this.deep[i] ?? 0,
    };
  }

  /** Cost of the hours [from, to). */
  costBetween(from: number, to: number): number {
    let total = 0;
    const start = Math.max(0, from - this.firstHour);
    const end = Math.min(this.length, to - this.firstHour);
    for (let i = start; i < end; i += 1) total += this.cost[i] ?? 0;
    return total;
  }

  /** The hours from `fromHour` on (all when earlier than the start), for the snapshot. */
  toJson(fromHour: number): SeriesJson | null {
    const start = Math.max(0, fromHour - this.firstHour);
    if (start >= this.length) return null;
    const slice = <T extends Uint16Array | Uint32Array>(a: T) =>
      Buffer.from(
        a.buffer,
        a.byteOffset + start * a.BYTES_PER_ELEMENT,
        (this.length - start) * a.BYTES_PER_ELEMENT,
      ).toString('base64');
    return {
      firstHour: this.firstHour + start,
      length: this.length - start,
      show: slice(this.show),
      click: slice(this.click),
      cost: slice(this.cost),
      conv: slice(this.conv),
      deep: slice(this.deep),
    };
  }

  /** Writes the hours of a snapshot into this series. */
  merge(json: SeriesJson): void {
    const read32 = (b64: string) => toTyped(b64, Uint32Array);
    const read16 = (b64: string) => toTyped(b64, Uint16Array);
    const show = read32(json.show);
    const cost = read32(json.cost);
    const click = read16(json.click);
    const conv = read16(json.conv);
    const deep = read16(json.deep);
    for (let i = 0; i < json.length; i += 1) {
      this.set(json.firstHour + i, {
        show: show[i] ?? 0,
        click: click[i] ?? 0,
        cost: cost[i] ?? 0,
        conv: conv[i] ?? 0,
        deep: deep[i] ?? 0,
      });
    }
  }

  private grow(minimum: number): void {
    const capacity = Math.max(minimum, this.show.length * 2);
    const copy = <T extends Uint16Array | Uint32Array>(a: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(a);
      return next;
    };
    this.show = copy(this.show, (n) => new Uint32Array(n));
    this.cost = copy(this.cost, (n) => new Uint32Array(n));
    this.click = copy(this.click, (n) => new Uint16Array(n));
    this.conv = copy(this.conv, (n) => new Uint16Array(n));
    this.deep = copy(this.deep, (n) => new Uint16Array(n));
  }
}

function toTyped<T extends Uint16Array | Uint32Array>(
  b64: string,
  Kind: { new (buffer: ArrayBuffer): T; BYTES_PER_ELEMENT: number },
): T {
  const bytes = Buffer.from(b64, 'base64');
  const buffer = new ArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return new Kind(buffer);
}
