import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import {
  ACCOUNT_LEVEL,
  unsupportedWrite,
  type MediumWrites,
  type WriteField,
} from '../medium-writes';
import type { ObjectLevel } from './value-reads';
import { createBytedanceValueWrites, type BytedanceValueEndpoint } from './value-writes';
import { createBytedanceWrites, type BytedanceWriteEndpoint } from './writes';

// Ocean Engine v3 behind the medium-neutral write interface: switches of projects and promotions
// (writes.ts), project deletion, value changes and the account's daily budget (value-writes.ts),
// all read back through the settings reads (value-reads.ts). 10 ids a call (reference §1.13).

const MEDIUM = 'bytedance' as const;
const LEVELS: readonly ObjectLevel[] = ['project', 'promotion'];

const levelOf = (level: string, field: WriteField): ObjectLevel =>
  LEVELS.find((l) => l === level) ?? unsupportedWrite(MEDIUM, level, field);

export function createBytedanceDeliveryWrites(deps: AdapterDeps): MediumWrites {
  const objects = createBytedanceWrites(deps);
  const values = createBytedanceValueWrites(deps);

  const endpointOf = (
    level: string,
    field: WriteField,
  ): { writes: BytedanceWriteEndpoint } | { values: BytedanceValueEndpoint } => {
    if (level === ACCOUNT_LEVEL && field === 'budget') return { values: 'accountBudget' };
    const object = levelOf(level, field);
    if (field === 'status') {
      return { writes: object === 'project' ? 'projectStatus' : 'promotionStatus' };
    }
    if (field === 'delete') {
      return object === 'project'
        ? { values: 'projectDelete' }
        : unsupportedWrite(MEDIUM, level, field);
    }
    return { values: values.endpointOf(object, field) };
  };

  return {
    medium: MEDIUM,

    limiterKeys(level, field, advertiserId) {
      const endpoint = endpointOf(level, field);
      return 'writes' in endpoint
        ? objects.limiterKeys(endpoint.writes, advertiserId)
        : values.limiterKeys(endpoint.values, advertiserId);
    },

    batchMax: (level) => (level === ACCOUNT_LEVEL ? 1 : oceanengine.WRITE_BATCH_MAX),

    setStatus(level, token, advertiserId, changes) {
      return levelOf(level, 'status') === 'project'
        ? objects.setProjectStatus(token, advertiserId, changes)
        : objects.setPromotionStatus(token, advertiserId, changes);
    },

    remove(level, token, advertiserId, ids) {
      if (levelOf(level, 'delete') !== 'project') unsupportedWrite(MEDIUM, level, 'delete');
      return values.deleteProjects(token, advertiserId, ids);
    },

    update: (level, token, advertiserId, changes) =>
      values.update(
        levelOf(level, changes[0]?.change.field ?? 'budget'),
        token,
        advertiserId,
        changes,
      ),

    readStates: (level, token, advertiserId, ids) =>
      values.readSettings(levelOf(level, 'status'), token, advertiserId, ids),

    readAccountBudget: (token, advertiserId) => values.readAccountBudget(token, advertiserId),
    async updateAccountBudget(token, advertiserId, budget) {
      await values.updateAccountBudget(token, advertiserId, budget);
      return { id: advertiserId, ok: true };
    },
  };
}
