import { listingStates } from '../listing-states';
import type { AdapterDeps } from '../media-adapter';
import {
  ACCOUNT_LEVEL,
  unsupportedWrite,
  type MediumWrites,
  type ValueChange,
  type WriteField,
} from '../medium-writes';
import { createKuaishouMirrorReader } from './mirror-reader';
import { creativeChange, withCreativeContent } from './creative-content';
import { unitPatch, withUnitSettings } from './unit-settings';
import {
  createKuaishouWrites,
  KUAISHOU_STATUS_BATCH_MAX,
  KUAISHOU_VALUE_BATCH_MAX,
  type KuaishouLevel,
  type KuaishouWriteEndpoint,
} from './writes';

// Kuaishou (磁力引擎) behind the medium-neutral write interface: the write calls of writes.ts —
// put_status 1/2/3 of campaigns, units and creatives (≤ 20 campaigns or creatives, ≤ 10 units a
// call), day budgets of the account, campaigns (one a call) and units, unit bids (one value for
// all units of a call) — and the states read back through the object listing (listing-states.ts).

const MEDIUM = 'kuaishou' as const;
const LEVELS: readonly KuaishouLevel[] = ['campaign', 'unit', 'creative'];
const RESOURCE = { campaign: 'campaigns', unit: 'ads', creative: 'creatives' } as const;
const STATUS_ENDPOINT: Record<KuaishouLevel, KuaishouWriteEndpoint> = {
  campaign: 'campaignStatus',
  unit: 'unitStatus',
  creative: 'creativeStatus',
};

/** What a unit changes through gw/dsp/unit/update (one unit a call). */
const UNIT_UPDATE_FIELDS: readonly WriteField[] = [
  'name',
  'audience',
  'placements',
  'weekSchedule',
];

const levelOf = (level: string, field: WriteField): KuaishouLevel =>
  LEVELS.find((l) => l === level) ?? unsupportedWrite(MEDIUM, level, field);

function endpointOf(level: string, field: WriteField): KuaishouWriteEndpoint {
  if (level === ACCOUNT_LEVEL && field === 'budget') return 'accountBudget';
  const object = levelOf(level, field);
  if (field === 'status' || field === 'delete') return STATUS_ENDPOINT[object];
  if (object === 'campaign' && (field === 'budget' || field === 'name')) return 'campaignUpdate';
  if (object === 'unit' && UNIT_UPDATE_FIELDS.includes(field)) return 'unitUpdate';
  if (object === 'unit' && field === 'budget') return 'unitBudget';
  if (object === 'unit' && field === 'cpaBid') return 'unitBid';
  if (object === 'creative' && (field === 'materials' || field === 'titles')) {
    return 'creativeUpdate';
  }
  return unsupportedWrite(MEDIUM, level, field);
}

/** A day budget change in 分; null = 不限. */
const budgetFenOf = (change: ValueChange): number | null =>
  change.field === 'budget' && change.budgetMode === 'BUDGET_MODE_DAY' ? change.budgetFen : null;

export function createKuaishouDeliveryWrites(deps: AdapterDeps): MediumWrites {
  const writes = createKuaishouWrites(deps);
  const states = listingStates(
    createKuaishouMirrorReader(deps),
    (level) => RESOURCE[levelOf(level, 'status')],
  );

  return {
    medium: MEDIUM,

    limiterKeys: (level, field, advertiserId) =>
      writes.limiterKeys(endpointOf(level, field), advertiserId),

    batchMax(level, field) {
      const endpoint = endpointOf(level, field);
      if (field === 'status' || field === 'delete') {
        return KUAISHOU_STATUS_BATCH_MAX[levelOf(level, field)];
      }
      return endpoint === 'unitBudget' || endpoint === 'unitBid' ? KUAISHOU_VALUE_BATCH_MAX : 1;
    },

    // One bid for all units of a call.
    callKey: (_level, change) => (change.field === 'cpaBid' ? String(change.fen) : ''),

    setStatus: (level, token, advertiserId, changes) =>
      writes.setStatus(
        levelOf(level, 'status'),
        token,
        advertiserId,
        changes.map((c) => ({ id: c.id, status: c.optStatus })),
      ),

    remove: (level, token, advertiserId, ids) =>
      writes.setStatus(
        levelOf(level, 'delete'),
        token,
        advertiserId,
        ids.map((id) => ({ id, status: 'DELETE' as const })),
      ),

    async update(level, token, advertiserId, changes) {
      const field = changes[0]?.change.field ?? 'budget';
      const budgets = changes.map(({ id, change }) => ({ id, budgetFen: budgetFenOf(change) }));
      const endpoint = endpointOf(level, field);
      if (field === 'name') {
        const object = endpoint === 'campaignUpdate' ? 'campaign' : 'unit';
        const out = [];
        for (const { id, change } of changes) {
          if (change.field !== 'name') return unsupportedWrite(MEDIUM, level, change.field);
          out.push(await writes.setName(object, token, advertiserId, id, change.name));
        }
        return out;
      }
      if (endpoint === 'unitUpdate') {
        const out = [];
        for (const { id, change } of changes) {
          out.push(await writes.updateUnit(token, advertiserId, id, unitPatch(change)));
        }
        return out;
      }
      if (endpoint === 'creativeUpdate') {
        const out = [];
        for (const { id, change } of changes) {
          out.push(await writes.updateCreative(token, advertiserId, id, creativeChange(change)));
        }
        return out;
      }
      if (endpoint === 'campaignUpdate') {
        return writes.setCampaignBudgets(token, advertiserId, budgets);
      }
      if (endpoint === 'unitBudget') return writes.setUnitBudgets(token, advertiserId, budgets);
      const [first] = changes;
      if (endpoint !== 'unitBid' || first?.change.field !== 'cpaBid') {
        return unsupportedWrite(MEDIUM, level, field);
      }
      return writes.setUnitBid(
        token,
        advertiserId,
        changes.map((c) => c.id),
        { bidFen: first.change.fen },
      );
    },

    async readStates(level, token, advertiserId, ids) {
      const read = await states.readStates(level, token, advertiserId, ids);
      if (level === 'unit') return read.map(withUnitSettings);
      return level === 'creative' ? read.map(withCreativeContent) : read;
    },
    readAccountBudget: states.readAccountBudget,

    async updateAccountBudget(token, advertiserId, budget) {
      const fen = budget.budgetMode === 'BUDGET_MODE_DAY' ? budget.budgetFen : null;
      await writes.setAccountBudget(token, advertiserId, fen);
      return { id: advertiserId, ok: true };
    },
  };
}
