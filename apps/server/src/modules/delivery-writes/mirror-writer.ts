import type { DomainStatus, OptStatus } from '../../lib/media-mirror';
import type {
  AccountBudgetState,
  ObjectLevel,
  SettingsState,
} from '../../media/bytedance/value-reads';

/** One switched or deleted row; a status left out keeps the mirror's. */
export interface SwitchedRow {
  id: string;
  optStatus: OptStatus | null;
  deleted?: boolean;
  rawStatus?: string | null;
  status?: DomainStatus;
}

/**
 * Where confirmed writes land in the local mirror (ARCHITECTURE §1: the mirror is refreshed after
 * every write). Rows the mirror does not hold yet are left to the next sync.
 */
export interface MirrorWriter {
  /** Budgets, bids, ROI goals, schedules and end dates as read back from the medium. */
  settings(
    level: ObjectLevel,
    advertiserId: string,
    states: readonly SettingsState[],
  ): Promise<void>;
  /**
   * Switches (and deletions) as confirmed by the medium, with the status it answered when read
   * back: the row then shows, and is filtered by, what the medium says (e.g. 已删除).
   */
  switches(
    level: ObjectLevel | 'material',
    advertiserId: string,
    rows: readonly SwitchedRow[],
  ): Promise<void>;
  accountBudget(advertiserId: string, state: AccountBudgetState): Promise<void>;
}

/** A mirror that keeps nothing (task types tested without a database mirror). */
export const NO_MIRROR: MirrorWriter = {
  settings: () => Promise.resolve(),
  switches: () => Promise.resolve(),
  accountBudget: () => Promise.resolve(),
};
