import { objectStates } from '../listing-states';
import type { AdapterDeps } from '../media-adapter';
import type { tencent } from '@toufang/media-wire';
import {
  ACCOUNT_LEVEL,
  unsupportedWrite,
  type MediumWrites,
  type ObjectState,
  type ValueChange,
  type WriteField,
} from '../medium-writes';
import { audienceOfTargeting } from './adgroup-settings';
import { createTencentLegacyMirrorReader } from './legacy-mirror-reader';
import { createTencentLegacyWrites, V1_LEVELS, type V1Change, type V1Level } from './legacy-writes';

// Tencent v1.3 (the legacy source `tencent_v2`, launchQqV2) behind the medium-neutral write
// interface: the calls of legacy-writes.ts — one object a call: switches of campaigns, adgroups
// and ads, daily budgets of campaigns and adgroups (分, 0 = 不限), adgroup bids, an adgroup's name,
// audience (gender and age), end date and time slots, deletes — and the states read back through
// the v1.3 listing (an adgroup's with its audience). An adgroup's sites are not written: v1.3's
// adgroups/update takes no site_set. The account (its daily budget) is the medium's own.

const SOURCE = 'tencent_v2' as const;
const RESOURCE = { campaign: 'campaigns', adgroup: 'ads', ad: 'creatives' } as const;

const levelOf = (level: string, field: WriteField): V1Level =>
  V1_LEVELS.find((l) => l === level) ?? unsupportedWrite(SOURCE, level, field);

/** The fields of an adgroup adgroups/update writes besides its budget and bid. */
const ADGROUP_FIELDS: readonly WriteField[] = ['name', 'audience', 'endTime', 'weekSchedule'];

/** A value change as the v1.3 call takes it; undefined for a field v1.3 has no write for. */
function v1Change(change: ValueChange): V1Change | undefined {
  switch (change.field) {
    case 'cpaBid':
      return { bidFen: change.fen };
    case 'name':
      return { adgroupName: change.name };
    case 'audience':
      return { audience: change.audience };
    case 'endTime':
      return { endDate: change.scheduleType === 'SCHEDULE_START_END' ? change.endDate : null };
    case 'weekSchedule':
      return { timeSeries: change.scheduleTime };
    case 'budget':
    case 'deepBid':
    case 'roiGoal':
    case 'autoExtend':
    case 'title':
    case 'placements':
    case 'materials':
    case 'titles':
      return undefined;
  }
}

/** An adgroup's state with its audience and schedule type from the row as the medium listed it. */
function withLegacyAdgroupSettings(state: ObjectState): ObjectState {
  const raw = (state.mirror?.row as { raw?: unknown } | undefined)?.raw as
    { targeting?: tencent.Targeting } | undefined;
  if (!raw) return state;
  return {
    ...state,
    audience: audienceOfTargeting(raw.targeting),
    scheduleType: state.endDate === null ? 'SCHEDULE_FROM_NOW' : 'SCHEDULE_START_END',
  };
}

/** The change a field of a level takes; unsupported where v1.3 has no such write. */
function checkedField(level: string, field: WriteField): V1Level {
  const object = levelOf(level, field);
  const ok =
    field === 'status' ||
    field === 'delete' ||
    (field === 'budget' && object !== 'ad') ||
    (field === 'cpaBid' && object === 'adgroup') ||
    (object === 'adgroup' && ADGROUP_FIELDS.includes(field));
  return ok ? object : unsupportedWrite(SOURCE, level, field);
}

export function createTencentLegacyDeliveryWrites(deps: AdapterDeps): MediumWrites {
  const writes = createTencentLegacyWrites(deps);
  const states = objectStates(
    createTencentLegacyMirrorReader(deps),
    (level) => RESOURCE[levelOf(level, 'status')],
  );

  return {
    medium: SOURCE,

    limiterKeys: (level, field, advertiserId) =>
      writes.limiterKeys(
        checkedField(level, field),
        field === 'delete' ? 'remove' : 'update',
        advertiserId,
      ),

    // Every v1.3 write changes one object a call.
    batchMax: () => 1,

    setStatus: (level, token, advertiserId, changes) =>
      writes.update(
        checkedField(level, 'status'),
        token,
        advertiserId,
        changes.map(({ id, optStatus }) => ({ id, change: { optStatus } })),
      ),

    remove: (level, token, advertiserId, ids) =>
      writes.remove(checkedField(level, 'delete'), token, advertiserId, ids),

    update(level, token, advertiserId, changes) {
      const field = changes[0]?.change.field ?? 'budget';
      const object = checkedField(level, field);
      return writes.update(
        object,
        token,
        advertiserId,
        changes.flatMap(({ id, change }): { id: string; change: V1Change }[] => {
          if (change.field === 'budget') {
            const day = change.budgetMode === 'BUDGET_MODE_DAY' ? change.budgetFen : null;
            return [{ id, change: { budgetFen: day } }];
          }
          const v1 = v1Change(change);
          return v1 ? [{ id, change: v1 }] : [];
        }),
      );
    },

    async readStates(level, token, advertiserId, ids) {
      const read = await states.readStates(level, token, advertiserId, ids);
      return levelOf(level, 'status') === 'adgroup' ? read.map(withLegacyAdgroupSettings) : read;
    },
    readAccountBudget: () => unsupportedWrite(SOURCE, ACCOUNT_LEVEL, 'budget'),
    updateAccountBudget: () => unsupportedWrite(SOURCE, ACCOUNT_LEVEL, 'budget'),
  };
}
