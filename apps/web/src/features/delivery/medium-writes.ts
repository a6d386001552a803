import { MEDIUM_BUDGET_FACTS_PATHS, MEDIUM_WRITE_PATHS } from '@toufang/contracts';
import type { WriteRouteField } from '@toufang/contracts';
import { batchSizeOf } from '@toufang/domain';
import type { BatchWriteKind, BatchWriteLevel, DeliveryFamily } from '@toufang/domain';
import type { EditWrites } from './edit/edit-tab';
import { modifyItem } from './edit/modify-items';

// The writes of a medium's screen tab from the contracts' table of write paths (MEDIUM_WRITE_PATHS:
// level → status, budget, bid, title) and the domain's rows per call (MEDIA_BATCH_SIZES). Every medium's
// write takes `{items: [{advertiser_id, <level>_id, …}]}`; a bid travels as `cpa_bid`, as on the feed.
// The same writes serve a level's 预算/出价 dialog (one item each) and its 批量编辑, and the level's
// budget facts (MEDIUM_BUDGET_FACTS_PATHS) let its budget dialogs check today's spend. A title is
// edited one row at a time from the row's actions.

type TabWrites = Omit<EditWrites, 'level' | 'keyFields'>;
type LevelPaths = Partial<Record<WriteRouteField, string>>;

function pathsOf(medium: DeliveryFamily, level: string): LevelPaths {
  const table = (MEDIUM_WRITE_PATHS as Partial<Record<DeliveryFamily, Record<string, LevelPaths>>>)[
    medium
  ];
  return table?.[level] ?? {};
}

function factsPathOf(medium: DeliveryFamily, level: string): string | undefined {
  const table = (
    MEDIUM_BUDGET_FACTS_PATHS as Partial<Record<DeliveryFamily, Record<string, string>>>
  )[medium];
  return table?.[level];
}

/**
 * A tab's writes: its switch (and the delete, where the medium deletes by a status value), its
 * budget and bid as 批量修改 items, its title as a row's edit, each call as large as the medium
 * takes.
 */
export function mediumWrites(
  /** The medium, or its legacy family on a legacy screen. */
  medium: DeliveryFamily,
  /** The medium's level name in the write table (advertiser, campaign, unit, adgroup…). */
  level: string,
  /** The domain's level of the limits: account, project (1), promotion (2), material (3). */
  rules: BatchWriteLevel,
  deletes = false,
): TabWrites {
  const paths = pathsOf(medium, level);
  const size = (kind: BatchWriteKind) => batchSizeOf(medium, rules, kind) ?? 1;
  const status = paths.status;
  const factsPath = factsPathOf(medium, level);
  const budget = paths.budget;
  const objectBudget = rules !== 'account' && budget !== undefined ? budget : undefined;
  return {
    ...(factsPath !== undefined ? { budgetFactsPath: factsPath } : {}),
    ...(objectBudget !== undefined
      ? {
          single: {
            kind: 'items' as const,
            budget: objectBudget,
            ...(paths.bid !== undefined ? { bid: paths.bid } : {}),
          },
          batchEdit: {
            budget: { path: objectBudget, groupSize: size('budget') },
            ...(paths.bid !== undefined
              ? { cpa_bid: { path: paths.bid, groupSize: size('bid') } }
              : {}),
          },
        }
      : {}),
    ...(status !== undefined
      ? {
          status: {
            path: status,
            list: 'items',
            groupSize: size('status'),
            ...(deletes ? { delete: { path: status, sendsStatus: true } } : {}),
          },
        }
      : {}),
    modify: [
      ...(paths.budget !== undefined
        ? [
            modifyItem(
              rules === 'account' ? 'account_budget' : 'budget',
              paths.budget,
              size('budget'),
            ),
          ]
        : []),
      ...(paths.bid !== undefined ? [modifyItem('bid', paths.bid, size('bid'))] : []),
    ],
    ...(paths.title !== undefined
      ? { rowModify: [modifyItem('title', paths.title, size('title'))] }
      : {}),
  };
}
