import { objectStates } from '../listing-states';
import type { AdapterDeps } from '../media-adapter';
import {
  ACCOUNT_LEVEL,
  unsupportedWrite,
  type MediumWrites,
  type WriteField,
} from '../medium-writes';
import { createTencentLegacyMirrorReader } from './legacy-mirror-reader';
import { createTencentLegacyWrites, V1_LEVELS, type V1Change, type V1Level } from './legacy-writes';

// Tencent v1.3 (the legacy source `tencent_v2`, launchQqV2) behind the medium-neutral write
// interface: the calls of legacy-writes.ts — one object a call: switches of campaigns, adgroups
// and ads, daily budgets of campaigns and adgroups (分, 0 = 不限), adgroup bids, deletes — and the
// states read back through the v1.3 listing. The account (its daily budget) is the medium's own.

const SOURCE = 'tencent_v2' as const;
const RESOURCE = { campaign: 'campaigns', adgroup: 'ads', ad: 'creatives' } as const;

const levelOf = (level: string, field: WriteField): V1Level =>
  V1_LEVELS.find((l) => l === level) ?? unsupportedWrite(SOURCE, level, field);

/** The change a field of a level takes; unsupported where v1.3 has no such write. */
function checkedField(level: string, field: WriteField): V1Level {
  const object = levelOf(level, field);
  const ok =
    field === 'status' ||
    field === 'delete' ||
    (field === 'budget' && object !== 'ad') ||
    (field === 'cpaBid' && object === 'adgroup');
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
          return change.field === 'cpaBid' ? [{ id, change: { bidFen: change.fen } }] : [];
        }),
      );
    },

    readStates: states.readStates,
    readAccountBudget: () => unsupportedWrite(SOURCE, ACCOUNT_LEVEL, 'budget'),
    updateAccountBudget: () => unsupportedWrite(SOURCE, ACCOUNT_LEVEL, 'budget'),
  };
}
