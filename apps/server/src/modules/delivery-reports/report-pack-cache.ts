import type { PackedValues } from './report-packs';

// The packed rows a server has decoded (report-packs.ts), kept for the next page of the same
// days: a packed row does not change while its build time does not, so a copy keyed by that time
// is current. The least recently used rows leave first once the copies pass the byte bound.

export class PackCache {
  private readonly entries = new Map<string, PackedValues>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): PackedValues | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: PackedValues): void {
    const known = this.entries.get(key);
    if (known !== undefined) {
      this.entries.delete(key);
      this.bytes -= known.byteLength;
    }
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, dropped] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= dropped.byteLength;
    }
  }

  /** Bytes held. */
  get size(): number {
    return this.bytes;
  }
}
