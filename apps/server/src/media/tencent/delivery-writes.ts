import { listingStates } from '../listing-states';
import type { AdapterDeps } from '../media-adapter';
import {
  ACCOUNT_LEVEL,
  unsupportedWrite,
  type BatchItemResult,
  type MediumWrites,
  type WriteField,
} from '../medium-writes';
import { adgroupPatch, withAdgroupSettings } from './adgroup-settings';
import { componentsOfState, componentsPatch, withCreativeContent } from './creative-content';
import { createTencentMirrorReader } from './mirror-reader';
import { createTencentWrites, TENCENT_BATCH_MAX, type TencentWriteEndpoint } from './writes';

// Tencent Ads v3 (腾讯广告) behind the medium-neutral write interface: the write calls of
// writes.ts — configured_status, daily budgets (分, 0 = 不限) and bids of adgroups in batches of
// ≤ 100 specs with a code per spec, a dynamic creative's switch one call each, the account's daily
// budget — and the states read back through the object listing (listing-states.ts).

const MEDIUM = 'tencent' as const;

type Level = 'adgroup' | 'dynamic_creative';
const LEVELS: readonly Level[] = ['adgroup', 'dynamic_creative'];
const RESOURCE = { adgroup: 'ads', dynamic_creative: 'creatives' } as const;

const levelOf = (level: string, field: WriteField): Level =>
  LEVELS.find((l) => l === level) ?? unsupportedWrite(MEDIUM, level, field);

function endpointOf(level: string, field: WriteField): TencentWriteEndpoint {
  if (level === ACCOUNT_LEVEL && field === 'budget') return 'accountBudget';
  const object = levelOf(level, field);
  if (field === 'status') return object === 'adgroup' ? 'adgroupStatus' : 'creativeUpdate';
  if (object === 'dynamic_creative' && (field === 'materials' || field === 'titles')) {
    return 'creativeUpdate';
  }
  if (object === 'adgroup' && field === 'budget') return 'adgroupBudget';
  if (object === 'adgroup' && field === 'cpaBid') return 'adgroupBid';
  if (object === 'adgroup' && ['name', 'audience', 'placements'].includes(field)) {
    return 'adgroupUpdate';
  }
  return unsupportedWrite(MEDIUM, level, field);
}

export function createTencentDeliveryWrites(deps: AdapterDeps): MediumWrites {
  const writes = createTencentWrites(deps);
  const states = listingStates(
    createTencentMirrorReader(deps),
    (level) => RESOURCE[levelOf(level, 'status')],
  );

  return {
    medium: MEDIUM,

    limiterKeys: (level, field, advertiserId) =>
      writes.limiterKeys(endpointOf(level, field), advertiserId),

    // A dynamic creative, an account and an adgroup's name take one call each.
    batchMax: (level, field) =>
      ['accountBudget', 'creativeUpdate', 'adgroupUpdate'].includes(endpointOf(level, field))
        ? 1
        : TENCENT_BATCH_MAX,

    setStatus(level, token, advertiserId, changes) {
      const switches = changes.map((c) => ({ id: c.id, status: c.optStatus }));
      return levelOf(level, 'status') === 'adgroup'
        ? writes.setAdgroupStatus(token, advertiserId, switches)
        : writes.setCreativeStatus(token, advertiserId, switches);
    },

    async update(level, token, advertiserId, changes) {
      const field = changes[0]?.change.field ?? 'budget';
      const endpoint = endpointOf(level, field);
      if (endpoint === 'adgroupUpdate') {
        const out: BatchItemResult[] = [];
        for (const { id, change } of changes) {
          out.push(
            change.field === 'name'
              ? await writes.setAdgroupName(token, advertiserId, id, change.name)
              : await writes.updateAdgroup(token, advertiserId, id, adgroupPatch(change)),
          );
        }
        return out;
      }
      if (endpoint === 'creativeUpdate') {
        // Components change by id: the creative's current ones are read first.
        const current = await states.readStates(
          level,
          token,
          advertiserId,
          changes.map((c) => c.id),
        );
        const out: BatchItemResult[] = [];
        for (const { id, change } of changes) {
          const state = current.find((s) => s.id === id);
          out.push(
            state
              ? await writes.updateCreative(token, advertiserId, id, {
                  creative_components: componentsPatch(componentsOfState(state), change),
                })
              : { id, ok: false, code: 'NOT_FOUND', message: '创意不存在或已删除' },
          );
        }
        return out;
      }
      if (endpoint === 'adgroupBudget') {
        return writes.setAdgroupBudgets(
          token,
          advertiserId,
          changes.map(({ id, change }) => ({
            id,
            budgetFen:
              change.field === 'budget' && change.budgetMode === 'BUDGET_MODE_DAY'
                ? change.budgetFen
                : null,
          })),
        );
      }
      if (endpoint !== 'adgroupBid') return unsupportedWrite(MEDIUM, level, field);
      return writes.setAdgroupBids(
        token,
        advertiserId,
        changes.flatMap(({ id, change }) =>
          change.field === 'cpaBid' ? [{ id, bidFen: change.fen }] : [],
        ),
      );
    },

    async readStates(level, token, advertiserId, ids) {
      const read = await states.readStates(level, token, advertiserId, ids);
      return read.map(level === 'adgroup' ? withAdgroupSettings : withCreativeContent);
    },
    readAccountBudget: states.readAccountBudget,

    async updateAccountBudget(token, advertiserId, budget) {
      const budgetFen = budget.budgetMode === 'BUDGET_MODE_DAY' ? budget.budgetFen : null;
      const [result] = await writes.setAccountBudgets(token, [{ id: advertiserId, budgetFen }]);
      return result ?? { id: advertiserId, ok: true };
    },
  };
}
