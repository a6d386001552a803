import type { SimMeta } from '../sim/model';
import { recordUndo } from './journal';

// Typed in-memory collections. Records are treated as immutable: change them through `update`
// (copy-on-write), never in place, so the undo log and persistence see every change.

export interface CollectionHooks {
  /** Called after every change (persistence debounces on it). */
  onChange(collection: string): void;
}

export class Collection<T extends object, K extends string | number> {
  protected readonly items = new Map<K, T>();

  constructor(
    readonly name: string,
    protected readonly keyOf: (item: T) => K,
    private readonly hooks: CollectionHooks,
  ) {}

  get size(): number {
    return this.items.size;
  }

  has(key: K): boolean {
    return this.items.has(key);
  }

  find(key: K): Readonly<T> | undefined {
    return this.items.get(key);
  }

  /** Like `find`, but a missing record is a programming error. */
  get(key: K): Readonly<T> {
    const item = this.items.get(key);
    if (!item) throw new Error(`${this.name}: no record ${String(key)}`);
    return item;
  }

  /** A copy of all records in insertion order. */
  values(): Readonly<T>[] {
    return [...this.items.values()];
  }

  filter(predicate: (item: Readonly<T>) => boolean): Readonly<T>[] {
    const out: T[] = [];
    for (const item of this.items.values()) if (predicate(item)) out.push(item);
    return out;
  }

  insert(item: T): Readonly<T> {
    const key = this.keyOf(item);
    if (this.items.has(key)) throw new Error(`${this.name}: duplicate key ${String(key)}`);
    this.mutate(key, item);
    return item;
  }

  /** Inserts or replaces. */
  put(item: T): Readonly<T> {
    this.mutate(this.keyOf(item), item);
    return item;
  }

  update(key: K, change: Partial<T> | ((current: Readonly<T>) => T)): Readonly<T> {
    const current = this.get(key);
    const next = typeof change === 'function' ? change(current) : { ...current, ...change };
    if (this.keyOf(next) !== key) throw new Error(`${this.name}: update may not change the key`);
    this.mutate(key, next);
    return next;
  }

  delete(key: K): boolean {
    if (!this.items.has(key)) return false;
    this.mutate(key, undefined);
    return true;
  }

  /** Replaces the contents (restore, reset); not undoable. */
  load(items: readonly T[]): void {
    for (const key of [...this.items.keys()]) this.write(key, undefined);
    for (const item of items) this.write(this.keyOf(item), item);
    this.hooks.onChange(this.name);
  }

  toJSON(): T[] {
    return [...this.items.values()];
  }

  /** Sets or removes one record; subclasses extend it to keep secondary indexes. */
  protected write(key: K, next: T | undefined): void {
    if (next === undefined) this.items.delete(key);
    else this.items.set(key, next);
  }

  private mutate(key: K, next: T | undefined): void {
    const previous = this.items.get(key);
    recordUndo(() => {
      this.write(key, previous);
      this.hooks.onChange(this.name);
    });
    this.write(key, next);
    this.hooks.onChange(this.name);
  }
}

/**
 * A delivery object of a medium (project, promotion, unit, adgroup …): the object exactly as the
 * medium returns it (`wire`, in wire units and enums) plus the sandbox's bookkeeping.
 */
export interface ObjectRecord<W> {
  /** The medium's object id (project_id, unit_id, adgroup_id …). */
  id: number;
  /** Owning advertiser (Ocean Engine / Kuaishou advertiser_id, Tencent account_id). */
  advertiserId: number;
  /** The level above (project of a promotion, campaign of a unit, adgroup of a creative), if any. */
  parentId: number | null;
  /** Simulated epoch ms. */
  createdAt: number;
  updatedAt: number;
  wire: W;
  /** The delivery engine's bookkeeping (review, seeded settings, deletion, budget changes). */
  sim?: SimMeta;
}

/** Object records indexed by advertiser and by parent, for listing large accounts quickly. */
export class ObjectCollection<W> extends Collection<ObjectRecord<W>, number> {
  private readonly byAdvertiser = new Map<number, Set<number>>();
  private readonly byParent = new Map<number, Set<number>>();

  constructor(name: string, hooks: CollectionHooks) {
    super(name, (record) => record.id, hooks);
  }

  listByAdvertiser(advertiserId: number): Readonly<ObjectRecord<W>>[] {
    return this.lookup(this.byAdvertiser, advertiserId);
  }

  listByParent(parentId: number): Readonly<ObjectRecord<W>>[] {
    return this.lookup(this.byParent, parentId);
  }

  protected override write(key: number, next: ObjectRecord<W> | undefined): void {
    const previous = this.items.get(key);
    if (previous) {
      this.byAdvertiser.get(previous.advertiserId)?.delete(key);
      if (previous.parentId !== null) this.byParent.get(previous.parentId)?.delete(key);
    }
    if (next) {
      index(this.byAdvertiser, next.advertiserId, key);
      if (next.parentId !== null) index(this.byParent, next.parentId, key);
    }
    super.write(key, next);
  }

  private lookup(map: Map<number, Set<number>>, id: number): Readonly<ObjectRecord<W>>[] {
    const out: ObjectRecord<W>[] = [];
    for (const key of map.get(id) ?? []) {
      const record = this.items.get(key);
      if (record) out.push(record);
    }
    return out;
  }
}

function index(map: Map<number, Set<number>>, id: number, key: number): void {
  let set = map.get(id);
  if (!set) {
    set = new Set();
    map.set(id, set);
  }
  set.add(key);
}
