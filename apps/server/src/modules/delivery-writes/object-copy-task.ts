import type { Medium } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import { CopyRefused, type MediumObjectCopy } from '../../media/object-copy';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import { callFailure, engineBuckets, tokenFailure } from '../tasks/media-call-outcomes';
import { notSent } from './call-outcomes';
import { advertiserOfGroup, isMediumId } from './write-targets';

/** One copy to make: of which object, under which name, switched on or paused. */
export interface ObjectCopyRequest {
  source_id: string;
  name: string;
  enabled: boolean;
}

export interface ObjectCopyResult {
  objectId: string;
  creativeIds: string[];
}

/** The task type of a medium's level-2 copies, e.g. `kuaishou.unit.copy`. */
export const copyTaskName = (medium: string, level: string) => `${medium}.${level}.copy`;

/**
 * Copies of level-2 objects, one per item and call sequence (docs/architecture/autorules.md "Copy
 * a winning ad"). The copy's name is the key every attempt carries: the medium's copy looks it up
 * before creating and completes a copy it finds, so a retry, a timeout or a crash never makes a
 * second copy. An item whose outcome is unknown is sent again, which finds the copy by its name.
 */
export function objectCopyTaskType(
  type: string,
  copier: MediumObjectCopy,
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>,
): TaskTypeDefinition<ObjectCopyRequest, ObjectCopyResult> {
  return defineTaskType<ObjectCopyRequest, ObjectCopyResult>({
    type,
    action: 'copy_object',
    isCreation: true,
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, 1),
    limiterKey: (group) => engineBuckets(copier.limiterKeys(advertiserOfGroup(group))),

    async execute(group) {
      const outcomes = new Map<number, ItemOutcome<ObjectCopyResult>>();
      for (const item of group.items) {
        const advertiserId = item.target.advertiserId;
        if (!isMediumId(advertiserId) || !isMediumId(item.request.source_id)) {
          outcomes.set(item.id, notSent('INVALID_ITEM'));
          continue;
        }
        let token: TokenSource;
        try {
          token = await tokens(copier.medium, advertiserId);
        } catch (error) {
          outcomes.set(item.id, tokenFailure(error));
          continue;
        }
        const { source_id: sourceId, name, enabled } = item.request;
        try {
          const made = await copier.copy(token, advertiserId, sourceId, name, enabled);
          outcomes.set(item.id, {
            status: 'succeeded',
            objectId: made.id,
            result: { objectId: made.id, creativeIds: made.creativeIds },
            after: { objectId: made.id, name, sourceId, creativeIds: made.creativeIds },
            response: made,
          });
        } catch (error) {
          outcomes.set(
            item.id,
            error instanceof CopyRefused
              ? { status: 'failed', code: error.code, message: error.message }
              : callFailure(error),
          );
        }
      }
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<ObjectCopyResult>> {
      const advertiserId = item.target.advertiserId;
      if (!isMediumId(advertiserId)) return { status: 'not_applied' };
      const token = await tokens(copier.medium, advertiserId);
      // Whether or not the copy exists, sending again is safe: the copy found by its name is
      // completed (its creatives may be missing), none is created twice.
      await copier.find(token, advertiserId, item.request.name);
      return { status: 'not_applied' };
    },
  });
}
