import type { OptStatus } from '../../lib/media-mirror';
import type {
  AccountBudgetState,
  ObjectLevel,
  SettingsState,
} from '../../media/bytedance/value-reads';

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
  /** Switches (and deletions) as confirmed by the medium. */
  switches(
    level: ObjectLevel | 'material',
    advertiserId: string,
    rows: readonly { id: string; optStatus: OptStatus | null; deleted?: boolean }[],
  ): Promise<void>;
  accountBudget(advertiserId: string, state: AccountBudgetState): Promise<void>;
}

/** A mirror that keeps nothing (task types tested without a database mirror). */
export const NO_MIRROR: MirrorWriter = {
  settings: () => Promise.resolve(),
  switches: () => Promise.resolve(),
  accountBudget: () => Promise.resolve(),
};
