import { oceanengine } from '@toufang/media-wire';
import { objectStates } from '../listing-states';
import type { AdapterDeps } from '../media-adapter';
import {
  ACCOUNT_LEVEL,
  unsupportedWrite,
  type BatchItemResult,
  type MediumWrites,
  type WriteField,
} from '../medium-writes';
import { createBytedanceLegacyMirrorReader } from './legacy-mirror-reader';
import { adPatch, AD_UPDATE_FIELDS, withAdSettings } from './legacy-ad-settings';
import {
  createBytedanceLegacyWrites,
  V2_LEVELS,
  type V2Level,
  type V2WriteEndpoint,
} from './legacy-writes';

// Ocean Engine v2 (the legacy source `bytedance_v2`, launchv2) behind the medium-neutral write
// interface: the calls of legacy-writes.ts — switches and deletion of campaigns, ads (计划) and
// creatives, a campaign's budget one a call, ads' day budgets and bids ≤ 100 a call, an ad's name,
// audience, schedule and time slots one a call (legacy-ad-settings.ts) — and the states read back
// through the v2 listing. The account (its day budget) is the medium's own.

const SOURCE = 'bytedance_v2' as const;
const RESOURCE = { campaign: 'campaigns', ad: 'ads', creative: 'creatives' } as const;

const levelOf = (level: string, field: WriteField): V2Level =>
  V2_LEVELS.find((l) => l === level) ?? unsupportedWrite(SOURCE, level, field);

const unsupported = (id: string): BatchItemResult => ({
  id,
  ok: false,
  code: 'UNSUPPORTED',
  message: '该字段不支持修改',
});

/** One call per change, in order (each reads what the one before it wrote). */
async function sequentially<C>(
  changes: readonly C[],
  write: (change: C) => Promise<BatchItemResult>,
): Promise<BatchItemResult[]> {
  const results: BatchItemResult[] = [];
  for (const change of changes) results.push(await write(change));
  return results;
}

export function createBytedanceLegacyDeliveryWrites(deps: AdapterDeps): MediumWrites {
  const writes = createBytedanceLegacyWrites(deps);
  const states = objectStates(
    createBytedanceLegacyMirrorReader(deps),
    (level) => RESOURCE[levelOf(level, 'status')],
  );

  const endpointOf = (level: string, field: WriteField): V2WriteEndpoint => {
    const object = levelOf(level, field);
    if (field === 'status' || field === 'delete') return writes.statusEndpoint(object);
    if (field === 'budget' && object === 'campaign') return 'campaignUpdate';
    if (field === 'budget' && object === 'ad') return 'adBudget';
    if (field === 'cpaBid' && object === 'ad') return 'adBid';
    if ((field === 'title' || field === 'titles') && object === 'creative') {
      return 'customCreativeUpdate';
    }
    if (object === 'ad' && AD_UPDATE_FIELDS.includes(field)) return 'adUpdate';
    return unsupportedWrite(SOURCE, level, field);
  };

  return {
    medium: SOURCE,

    limiterKeys: (level, field, advertiserId) =>
      writes.limiterKeys(endpointOf(level, field), advertiserId),

    // A campaign's budget, an ad's settings and a creative's title go one object a call.
    batchMax: (level, field) =>
      ['campaignUpdate', 'customCreativeUpdate', 'adUpdate'].includes(endpointOf(level, field))
        ? 1
        : oceanengine.V2_STATUS_IDS_MAX,

    setStatus: (level, token, advertiserId, changes) =>
      writes.setStatus(levelOf(level, 'status'), token, advertiserId, changes),

    remove: (level, token, advertiserId, ids) =>
      writes.remove(levelOf(level, 'delete'), token, advertiserId, ids),

    update(level, token, advertiserId, changes) {
      const field = changes[0]?.change.field ?? 'budget';
      const endpoint = endpointOf(level, field);
      if (endpoint === 'customCreativeUpdate') {
        return sequentially(changes, ({ id, change }) => {
          // A custom creative shows one title: the edit pages' list of titles holds it.
          const title =
            change.field === 'title'
              ? change.title
              : change.field === 'titles' && change.titles.length === 1
                ? change.titles[0]
                : undefined;
          return title === undefined
            ? Promise.resolve(unsupported(id))
            : writes.setCreativeTitle(token, advertiserId, { id, title });
        });
      }
      if (endpoint === 'adUpdate') {
        return sequentially(changes, ({ id, change }) =>
          writes.updateAd(token, advertiserId, { id, patch: adPatch(change) }),
        );
      }
      if (endpoint === 'campaignUpdate') {
        return writes.setCampaignBudgets(
          token,
          advertiserId,
          changes.flatMap(({ id, change }) =>
            change.field === 'budget'
              ? [{ id, budgetMode: change.budgetMode, budgetFen: change.budgetFen }]
              : [],
          ),
        );
      }
      if (endpoint === 'adBudget') {
        // The v2 ad budget call takes a day budget only; the write table refuses 不限 first.
        const refused: BatchItemResult[] = [];
        const day = changes.flatMap(({ id, change }) => {
          if (change.field !== 'budget') return [];
          if (change.budgetMode !== 'BUDGET_MODE_DAY' || change.budgetFen === null) {
            refused.push({ id, ok: false, code: 'UNSUPPORTED', message: '计划预算不支持不限' });
            return [];
          }
          return [{ id, budgetFen: change.budgetFen }];
        });
        return day.length === 0
          ? Promise.resolve(refused)
          : writes
              .setAdBudgets(token, advertiserId, day)
              .then((results) => [...results, ...refused]);
      }
      return writes.setAdBids(
        token,
        advertiserId,
        changes.flatMap(({ id, change }) =>
          change.field === 'cpaBid' ? [{ id, bidFen: change.fen }] : [],
        ),
      );
    },

    async readStates(level, token, advertiserId, ids) {
      const read = await states.readStates(level, token, advertiserId, ids);
      const level2 = levelOf(level, 'status');
      // A custom creative's name on the mirror is its title.
      if (level2 === 'creative') {
        return read.map((state) => ({ ...state, titles: state.name ? [state.name] : [] }));
      }
      return level2 === 'ad' ? read.map(withAdSettings) : read;
    },
    creativeListOf: (token, advertiserId, adId) => writes.creativeList(token, advertiserId, adId),
    readAccountBudget: () => unsupportedWrite(SOURCE, ACCOUNT_LEVEL, 'budget'),
    updateAccountBudget: () => unsupportedWrite(SOURCE, ACCOUNT_LEVEL, 'budget'),
  };
}
