import type { DomainStatus, MirrorSource, OptStatus } from '../../lib/media-mirror';
import type { AccountBudgetState, MirrorRowOf, ObjectState } from '../../media/medium-writes';

/** The mirror tables of levels 1–3 (docs/glossary.md "Delivery levels"). */
export type MirrorLevel = 'campaign' | 'ad' | 'creative';
/** Where a write's rows live in the mirror; `account`: the advertisers table. */
export type WriteMirrorLevel = MirrorLevel | 'account';

/** One switched or deleted row; a status left out keeps the mirror's. */
export interface SwitchedRow {
  id: string;
  optStatus: OptStatus | null;
  deleted?: boolean;
  rawStatus?: string | null;
  status?: DomainStatus;
  /** The whole row as the medium's listing answered it, where the adapter reads that way. */
  mirror?: MirrorRowOf;
}

/**
 * Where confirmed writes land in the local mirror (ARCHITECTURE §1: the mirror is refreshed after
 * every write), for every medium. Rows the mirror does not hold yet are left to the next sync.
 */
export interface MirrorWriter {
  /** Budgets, bids, ROI goals, schedules and end dates as read back from the medium. */
  settings(
    medium: MirrorSource,
    level: MirrorLevel,
    advertiserId: string,
    states: readonly ObjectState[],
  ): Promise<void>;
  /**
   * Switches (and deletions) as confirmed by the medium, with the status it answered when read
   * back: the row then shows, and is filtered by, what the medium says (e.g. 已删除).
   */
  switches(
    medium: MirrorSource,
    level: MirrorLevel,
    advertiserId: string,
    rows: readonly SwitchedRow[],
  ): Promise<void>;
  accountBudget(
    medium: MirrorSource,
    advertiserId: string,
    state: AccountBudgetState,
  ): Promise<void>;
}

/** A mirror that keeps nothing (task types tested without a database mirror). */
export const NO_MIRROR: MirrorWriter = {
  settings: () => Promise.resolve(),
  switches: () => Promise.resolve(),
  accountBudget: () => Promise.resolve(),
};
