import type { CreationRead } from '@toufang/contracts';

// What a kind of `AccountAssetPicker` is (docs/architecture/creation.md "Per-account picks"): which
// read lists an account's objects, how one becomes an option, and where a choice sits in the
// account's pick. Each medium's kinds are data of this shape (tencent-asset-kinds.ts,
// bytedance-asset-kinds.ts); the medium's items keep the medium's field names.

export interface AssetItem {
  [key: string]: unknown;
}

/** One account's pick, in the fields of its medium's `account_picks`. */
export type AssetPick = Record<string, unknown>;

export interface AssetOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/** One choice a kind makes per account: a single object, or several (audiences). */
export interface AssetSlot<P extends AssetPick = AssetPick> {
  label: string;
  multiple: boolean;
  get(pick: Partial<P>): string | number | (string | number)[] | null;
  /** The chosen objects as the pick keeps them (ids and names, in the medium's field names). */
  chosen(pick: Partial<P>): AssetItem[];
  /** The pick with this slot set from the chosen items (none: cleared). */
  set(pick: Partial<P>, chosen: AssetItem[]): Partial<P>;
}

/** A link the medium gives for a chosen object (a site's preview), read when it is opened. */
export interface AssetPreview {
  label: string;
  read: CreationRead;
  /** The read's query for the chosen object, besides the account. */
  query(item: AssetItem): Record<string, string>;
  /** The address in the read's answer. */
  url(data: unknown): string;
}

export interface AssetKind<P extends AssetPick = AssetPick> {
  title: string;
  /** The read that lists an account's objects (contracts `CREATION_READS`). */
  read: CreationRead;
  /** A read answering all the account's objects at once (no pages): where they are in its answer. */
  whole?: (data: unknown) => AssetItem[];
  /** The read's filters besides the account, from the wizard's draft. */
  query?: (context: AssetContext) => Record<string, string>;
  option(item: AssetItem): AssetOption;
  /** What a chosen object shows, from what the pick keeps of it. */
  name(item: AssetItem): string;
  slots: readonly AssetSlot<P>[];
  /** What an account without any shows. */
  empty: string;
  help?: string;
  preview?: AssetPreview;
}

export interface AssetContext {
  optimizationGoal?: string;
}

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
export const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A slot choosing one object: where its id sits in the pick, and what the pick keeps of it. */
export const single = <P extends AssetPick>(
  label: string,
  get: (pick: Partial<P>) => string | number | null | undefined,
  set: (item: AssetItem | undefined) => Partial<P>,
  chosen: (pick: Partial<P>) => AssetItem,
): AssetSlot<P> => ({
  label,
  multiple: false,
  get: (pick) => get(pick) ?? null,
  chosen: (pick) => (get(pick) == null ? [] : [chosen(pick)]),
  set: (pick, items) => ({ ...pick, ...set(items[0]) }),
});
