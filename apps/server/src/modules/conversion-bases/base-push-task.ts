import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import type { BasePushesRepository, PushKey } from './base-pushes.repository';
import {
  PushRefused,
  type BasePushRequest,
  type BasePusher,
  type KnownIds,
  type PushedObjects,
} from './base-pusher';
import { callFailure, engineBuckets, tokenFailure } from '../tasks/media-call-outcomes';

// Pushing a conversion base to one ad account (spec 002 §7 `/convert/push`;
// docs/architecture/conversion-bases.md): the medium's pusher makes what the account lacks and
// reuses what it has, keeping each id on the push record as soon as the medium gives it, so a
// retry or a later push starts from there. An unknown outcome is settled by reading the objects
// back; any missing sends the item again, which is safe since every step looks before it makes.

export interface BasePushTaskDeps {
  pushers: Partial<Record<BasePushRequest['medium'], BasePusher>>;
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
  pushes: BasePushesRepository;
  clock: Clock;
}

type Outcome = ItemOutcome<PushedObjects>;

const keyOf = (item: TaskItem<BasePushRequest>): PushKey => ({
  baseId: item.request.baseId,
  medium: item.request.medium,
  advertiserId: item.target.advertiserId ?? '',
});

export function basePushTaskType(
  type: string,
  deps: BasePushTaskDeps,
): TaskTypeDefinition<BasePushRequest, PushedObjects> {
  const known = async (key: PushKey): Promise<KnownIds> => {
    const row = await deps.pushes.find(key);
    return { assetId: row?.assetId ?? null, trackUrlGroupId: row?.trackUrlGroupId ?? null };
  };

  const succeeded = async (key: PushKey, objects: PushedObjects): Promise<Outcome> => {
    await deps.pushes.record(key, { status: 'succeeded', ...objects }, deps.clock.now());
    return {
      status: 'succeeded',
      objectId: objects.assetId,
      result: objects,
      after: objects,
    };
  };

  const failed = async (key: PushKey, outcome: Outcome): Promise<Outcome> => {
    if (outcome.status === 'failed') {
      await deps.pushes.record(
        key,
        outcome.retryable
          ? { status: 'pushing', errorCode: outcome.code, errorMessage: outcome.message }
          : { status: 'failed', errorCode: outcome.code, errorMessage: outcome.message },
        deps.clock.now(),
      );
    }
    return outcome;
  };

  const pushOne = async (item: TaskItem<BasePushRequest>): Promise<Outcome> => {
    const key = keyOf(item);
    const pusher = deps.pushers[item.request.medium];
    if (!pusher) {
      return failed(key, {
        status: 'failed',
        code: 'BASE_PUSH_UNSUPPORTED',
        message: '该媒体暂不支持推送转化基础',
        notSent: true,
      });
    }
    let token: TokenSource;
    try {
      token = await deps.tokens(item.request.medium, key.advertiserId);
    } catch (error) {
      return failed(key, tokenFailure(error));
    }
    try {
      const objects = await pusher.push(
        token,
        key.advertiserId,
        item.request,
        await known(key),
        (ids) => deps.pushes.record(key, { status: 'pushing', ...ids }, deps.clock.now()),
      );
      return await succeeded(key, objects);
    } catch (error) {
      if (error instanceof PushRefused) {
        return failed(key, { status: 'failed', code: error.code, message: error.message });
      }
      return failed(key, callFailure(error));
    }
  };

  return defineTaskType<BasePushRequest, PushedObjects>({
    type,
    action: 'push_conversion_base',
    isCreation: true,
    group: (items) => groupBy(items, (i) => `${i.target?.medium}:${i.target?.advertiserId}`, 1),
    limiterKey: (group) => {
      const [first] = group.items;
      const pusher = first ? deps.pushers[first.request.medium] : undefined;
      return pusher ? engineBuckets(pusher.limiterKeys(first?.target?.advertiserId ?? '')) : [];
    },

    async execute(group) {
      const outcomes = new Map<number, Outcome>();
      for (const item of group.items) outcomes.set(item.id, await pushOne(item));
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<PushedObjects>> {
      const key = keyOf(item);
      const pusher = deps.pushers[item.request.medium];
      if (!pusher) return { status: 'not_applied' };
      const token = await deps.tokens(item.request.medium, key.advertiserId);
      const found = await pusher.read(token, key.advertiserId, item.request, await known(key));
      if (!found) return { status: 'not_applied' };
      await deps.pushes.record(key, { status: 'succeeded', ...found }, deps.clock.now());
      return { status: 'succeeded', objectId: found.assetId, result: found };
    },
  });
}
