import type { CollectionHooks, ObjectId } from '../state/collection';
import { HourSeries, type SeriesJson } from './series';

// The hourly rows of one medium's level-2 objects, as a stored collection of the sandbox state.
// The snapshot keeps only the hours from each advertiser's origin on: the seeded history before it
// is a pure function of the seed and the seeded settings, and is regenerated after a restart
// (DeliveryWorld.rebuild), so the file stays small.

export interface SeriesEntry {
  id: ObjectId;
  advertiserId: number;
  /** First hour that belongs in the snapshot (the advertiser's origin). */
  keepFrom: number;
  series: HourSeries;
}

export interface StoredSeries {
  id: ObjectId;
  advertiserId: number;
  keepFrom: number;
  rows: SeriesJson | null;
}

export class SeriesStore {
  private readonly entries = new Map<ObjectId, SeriesEntry>();
  private readonly byAdvertiser = new Map<number, Set<ObjectId>>();
  /** Rows read from a snapshot, merged when the advertiser's history is rebuilt. */
  pending: StoredSeries[] = [];

  constructor(
    readonly name: string,
    private readonly hooks: CollectionHooks,
  ) {}

  get size(): number {
    return this.entries.size + this.pending.length;
  }

  /** Bytes held by the typed arrays. */
  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.series.bytes;
    return total;
  }

  find(id: ObjectId): HourSeries | undefined {
    return this.entries.get(id)?.series;
  }

  /** The series of an object, created starting at `hour` when it has none. */
  open(
    id: ObjectId,
    advertiserId: number,
    hour: number,
    keepFrom: number,
    capacity = 24,
  ): HourSeries {
    const found = this.entries.get(id);
    if (found) return found.series;
    const series = new HourSeries(hour, capacity);
    this.entries.set(id, { id, advertiserId, keepFrom, series });
    let ids = this.byAdvertiser.get(advertiserId);
    if (!ids) {
      ids = new Set();
      this.byAdvertiser.set(advertiserId, ids);
    }
    ids.add(id);
    return series;
  }

  ofAdvertiser(advertiserId: number): SeriesEntry[] {
    const out: SeriesEntry[] = [];
    for (const id of this.byAdvertiser.get(advertiserId) ?? []) {
      const entry = this.entries.get(id);
      if (entry) out.push(entry);
    }
    return out;
  }

  /** Drops the rows of an advertiser (its history is regenerated). */
  dropAdvertiser(advertiserId: number): void {
    for (const id of this.byAdvertiser.get(advertiserId) ?? []) this.entries.delete(id);
    this.byAdvertiser.delete(advertiserId);
  }

  /** Tells persistence that rows changed. */
  changed(): void {
    this.hooks.onChange(this.name);
  }

  toJSON(): StoredSeries[] {
    const out: StoredSeries[] = [...this.pending];
    for (const entry of this.entries.values()) {
      const rows = entry.series.toJson(entry.keepFrom);
      if (rows)
        out.push({
          id: entry.id,
          advertiserId: entry.advertiserId,
          keepFrom: entry.keepFrom,
          rows,
        });
    }
    return out;
  }

  load(items: readonly StoredSeries[]): void {
    this.entries.clear();
    this.byAdvertiser.clear();
    this.pending = [...items];
    this.hooks.onChange(this.name);
  }

  /** Takes the snapshot rows of an advertiser out of `pending`. */
  takePending(advertiserId: number): StoredSeries[] {
    const mine = this.pending.filter((p) => p.advertiserId === advertiserId);
    if (mine.length > 0) this.pending = this.pending.filter((p) => p.advertiserId !== advertiserId);
    return mine;
  }
}
