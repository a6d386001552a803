import type { SimMeta } from '../sim/model';
import { recordUndo } from './journal';

// Typed in-memory collections. Records are treated as immutable: change them through `update`
// (copy-on-write), never in place, so the undo log and persistence see every change.

export interface CollectionHooks {
  /** Called after every change (persistence debounces on it). */
  onChange(collection: string): void;
}

export class Collection<T extends object, K extends string | number | bigint> {
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
export interface ObjectRecord<W, I extends ObjectId = number> {
  /** The medium's object id (project_id, unit_id, adgroup_id …). */
  id: I;
  /** Owning advertiser (Ocean Engine / Kuaishou advertiser_id, Tencent account_id). */
  advertiserId: number;
  /** The level above (project of a promotion, campaign of a unit, adgroup of a creative), if any. */
  parentId: I | null;
  /** Simulated epoch ms. */
  createdAt: number;
  updatedAt: number;
  wire: W;
  /** The delivery engine's bookkeeping (review, seeded settings, deletion, budget changes). */
  sim?: SimMeta;
}

/**
 * An object id: a number, or a `bigint` for the kinds whose ids exceed 2^53 (Ocean Engine's
 * projects, promotions and materials). One kind keeps one type, so map lookups stay exact.
 */
export type ObjectId = number | bigint;

/** The id of a kind whose ids are numbers (all but Ocean Engine's projects, promotions, materials). */
export function numberId(id: ObjectId): number {
  if (typeof id !== 'number') throw new Error(`not a number id: ${id}`);
  return id;
}

/** The id of a kind whose ids exceed 2^53 (Ocean Engine's projects, promotions, materials). */
export function bigintId(id: ObjectId): bigint {
  if (typeof id !== 'bigint') throw new Error(`not a bigint id: ${id}`);
  return id;
}

/** Orders ids by value, whatever their type (a sort comparator). */
export function compareIds(a: ObjectId, b: ObjectId): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Object records indexed by advertiser and by parent, for listing large accounts quickly. */
export class ObjectCollection<W, I extends ObjectId = number> extends Collection<
  ObjectRecord<W, I>,
  I
> {
  private readonly byAdvertiser = new Map<number, Set<I>>();
  private readonly byParent = new Map<I, Set<I>>();

  constructor(name: string, hooks: CollectionHooks) {
    super(name, (record) => record.id, hooks);
  }

  listByAdvertiser(advertiserId: number): Readonly<ObjectRecord<W, I>>[] {
    return this.lookup(this.byAdvertiser, advertiserId);
  }

  listByParent(parentId: I): Readonly<ObjectRecord<W, I>>[] {
    return this.lookup(this.byParent, parentId);
  }

  protected override write(key: I, next: ObjectRecord<W, I> | undefined): void {
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

  private lookup<P extends ObjectId>(map: Map<P, Set<I>>, id: P): Readonly<ObjectRecord<W, I>>[] {
    const out: ObjectRecord<W, I>[] = [];
    for (const key of map.get(id) ?? []) {
      const record = this.items.get(key);
      if (record) out.push(record);
    }
    return out;
  }
}

function index<P extends ObjectId, I extends ObjectId>(map: Map<P, Set<I>>, id: P, key: I): void {
  let set = map.get(id);
  if (!set) {
    set = new Set();
    map.set(id, set);
  }
  set.add(key);
}
