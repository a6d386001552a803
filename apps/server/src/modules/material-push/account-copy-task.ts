import type { MaterialAccountCopyItemRequest, MaterialPushItemResult } from '@toufang/contracts';
import { MATERIAL_ACCOUNT_COPY, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { MediaAccountCopy } from '../../media/account-copy';
import type { TokenSource } from '../../media/http/token-provider';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import type { MaterialPushRepository, PushTarget } from './material-push.repository';
import { callFailure, engineBuckets, tokenFailure } from '../tasks/media-call-outcomes';

// One (library file, target account) of a copy between accounts (spec 002 §7 `material/bind`,
// `material/share`): the medium's copy call for the file from the account it was pushed to. One
// call carries one file to as many targets as the medium takes (packages/domain
// materials/account-copy.ts). The outcome is recorded as the target's push record, so the
// library counts the file as on that account and its reports find it by the target's ids.

export interface AccountCopyTaskDeps {
  copies: Partial<Record<Medium, MediaAccountCopy>>;
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
  pushes: MaterialPushRepository;
  clock: Clock;
}

type Outcome = ItemOutcome<MaterialPushItemResult>;
type Item = TaskItem<MaterialAccountCopyItemRequest>;

const targetOf = (item: Item): PushTarget => ({
  fileId: item.request.fileId,
  md5: item.request.md5,
  medium: (item.target.medium ?? '') as Medium,
  advertiserId: item.target.advertiserId ?? '',
});

export function accountCopyTaskType(
  type: string,
  deps: AccountCopyTaskDeps,
): TaskTypeDefinition<MaterialAccountCopyItemRequest, MaterialPushItemResult> {
  const settle = async (item: Item, outcome: Outcome): Promise<Outcome> => {
    const at = deps.clock.now();
    if (outcome.status === 'succeeded' && outcome.result) {
      const r = outcome.result;
      await deps.pushes.record(
        targetOf(item),
        {
          status: 'succeeded',
          mediaFileId: r.media_file_id,
          mediaMaterialId: r.media_material_id,
          mediaReady: r.ready,
          reused: r.reused,
        },
        item.taskId,
        at,
      );
    } else if (outcome.status === 'failed') {
      await deps.pushes.record(
        targetOf(item),
        { status: 'failed', errorCode: outcome.code, errorMessage: outcome.message },
        item.taskId,
        at,
      );
    }
    return outcome;
  };

  const copyGroup = async (items: readonly Item[]): Promise<Map<number, Outcome>> => {
    const outcomes = new Map<number, Outcome>();
    const [first] = items;
    if (!first) return outcomes;
    const medium = (first.target.medium ?? '') as Medium;
    const { request } = first;
    const copies = deps.copies[medium];
    const fail = (outcome: Outcome) => {
      for (const item of items) outcomes.set(item.id, outcome);
      return outcomes;
    };
    if (!copies) {
      return fail({
        status: 'failed',
        code: 'MEDIUM_NOT_CONFIGURED',
        message: `${MATERIAL_MEDIUM_NAMES[medium]}未接入，无法复制素材`,
        notSent: true,
      });
    }
    let token: TokenSource;
    try {
      token = await deps.tokens(medium, request.sourceAdvertiserId);
    } catch (error) {
      return fail(tokenFailure(error));
    }
    const targets = items.map((i) => i.target.advertiserId ?? '');
    const exchange = {
      request: {
        advertiser_id: request.sourceAdvertiserId,
        file_id: request.sourceFileId,
        targets,
      },
    };
    try {
      const copied = await copies.copy(
        token,
        request.sourceAdvertiserId,
        request.kind,
        [{ fileId: request.sourceFileId, materialId: request.sourceMaterialId }],
        targets,
      );
      for (const item of items) {
        const found = copied.find((c) => c.targetAdvertiserId === item.target.advertiserId);
        if (!found) {
          outcomes.set(item.id, {
            status: 'unknown',
            code: 'MEDIA_OUTCOME_UNKNOWN',
            message: '媒体未答复该账户的结果，将再次确认',
            ...exchange,
          });
          continue;
        }
        if (found.status === 'refused') {
          outcomes.set(item.id, {
            status: 'failed',
            code: found.code,
            message: found.message,
            retryable: found.retryable,
            ...exchange,
          });
          continue;
        }
        const result: MaterialPushItemResult = {
          media_file_id: found.fileId,
          media_material_id: found.materialId,
          reused: found.existed,
          ready: true,
        };
        outcomes.set(item.id, {
          status: 'succeeded',
          objectId: found.fileId,
          result,
          ...exchange,
          response: result,
        });
      }
      return outcomes;
    } catch (error) {
      return fail({ ...callFailure(error), ...exchange });
    }
  };

  return defineTaskType<MaterialAccountCopyItemRequest, MaterialPushItemResult>({
    type,
    action: 'copy_material',
    isCreation: false,
    // One file from one source account per call, to as many targets as the medium takes.
    // A task copies within one medium (the service checks it), so one limit holds for all.
    group: (items) => {
      const medium = (items[0]?.target?.medium ?? '') as Medium;
      return groupBy(
        items,
        (i) =>
          `${i.target?.medium}:${i.request.sourceAdvertiserId}:${i.request.kind}:${i.request.sourceFileId}`,
        MATERIAL_ACCOUNT_COPY[medium]?.targetsMax ?? 1,
      );
    },
    limiterKey: (group) => {
      const [first] = group.items;
      const copies = deps.copies[(first?.target?.medium ?? '') as Medium];
      if (!first || !copies) return [];
      return engineBuckets(copies.limiterKeys(first.request.sourceAdvertiserId));
    },

    async execute(group) {
      const outcomes = await copyGroup(group.items);
      for (const item of group.items) {
        const outcome = outcomes.get(item.id);
        if (outcome) outcomes.set(item.id, await settle(item, outcome));
      }
      return outcomes;
    },

    // The medium answers a repeated copy with the files the targets already hold: sending again
    // reads the outcome back.
    reconcile: () => Promise.resolve({ status: 'not_applied' }),
  });
}
