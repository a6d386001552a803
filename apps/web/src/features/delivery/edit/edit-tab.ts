import type { DeliveryFamily } from '@toufang/domain';
import type { SentField } from './batch-edit-rows';
import type { EditLevel, EditRow } from './edit-row';
import type { ModifyItemDef } from './modify-items';

/**
 * The batch status change of a tab (spec 001 §4 "Batch status change"): ENABLE / DISABLE of the
 * selection as one request `{ [list]: keys[], opt_status }`, and the delete where the tab deletes.
 */
export interface StatusWrites {
  path: string;
  /** The body's list of row keys, e.g. projects, promotions, items. */
  list: string;
  /** Rows the medium takes per call (the server groups by it). */
  groupSize: number;
  /**
   * The delete: `sendsStatus` sends it to `path` as opt_status DELETE (spec 001 §4 "sent as an
   * opt_status value"); otherwise `{ [list]: keys[] }` without a status.
   */
  delete?: { path: string; sendsStatus: boolean };
  /** Why a row is left out of a status change (a deleted material has no switch). */
  skipped?: (row: EditRow) => string | undefined;
}

/**
 * The 预算/出价 dialog of one row (spec 001 §5 single edit): `update` sends both values in one
 * update call of the object (the Ocean Engine v3 project/promotion update, with spec 001 §5's
 * single-edit limits); `items` sends each changed value as one item of the level's budget and bid
 * writes (the medium's own limits).
 */
export type SingleEditWrites =
  | {
      kind: 'update';
      path: string;
      /** The row also has a bid to edit. */
      withBid: boolean;
    }
  | { kind: 'items'; budget: string; bid?: string };

/** Whether a tab's single edit has a bid. */
export const singleHasBid = (single: SingleEditWrites): boolean =>
  single.kind === 'update' ? single.withBid : single.bid !== undefined;

/** One field of 批量编辑: its write, and the rows the medium takes per call. */
export interface BatchEditWrite {
  path: string;
  groupSize: number;
}

/**
 * A tab's writes, from its definition: the rules level of the domain's limits (`project` is level
 * 1, `promotion` level 2), the keys a request names a row by, and each batch tool's paths and
 * limits. A tool the tab lacks is left out.
 */
export interface EditWrites {
  level: EditLevel;
  keyFields: (row: EditRow) => Record<string, string>;
  status?: StatusWrites;
  /** The 批量修改 menu, in menu order, each item with its path. */
  modify: readonly ModifyItemDef[];
  /**
   * Values edited one row at a time from the row's actions (a creative's title), each through the
   * batch modify dialog of that one row.
   */
  rowModify?: readonly ModifyItemDef[];
  /** 批量编辑: the write of each field it sends. */
  batchEdit?: Partial<Record<SentField, BatchEditWrite>>;
  single?: SingleEditWrites;
  /** Today's spend and budget changes of rows (the budget rules' facts). */
  budgetFactsPath?: string;
  /** 复制广告 (spec 001 §4 "Copy ad"). */
  copyPath?: string;
}

/** What the edit tools know of a tab: its writes, its objects' name (项目, 广告组…) and medium. */
export interface EditTab extends EditWrites {
  title: string;
  /** Whose rules its edits follow: the medium's, or its legacy family's on a legacy screen. */
  medium: DeliveryFamily;
}
