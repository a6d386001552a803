import type { SubPackageItemRequest, SubPackageItemResult } from '@toufang/contracts';
import type { Clock } from '../../lib/clock';
import type { TokenSource } from '../../media/http/token-provider';
import type { KuaishouSubPackages } from '../../media/kuaishou/sub-packages';
import { callFailure, engineBuckets, tokenFailure } from '../tasks/media-call-outcomes';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import type { SubPackagesRepository } from './sub-packages.repository';

// Cutting Kuaishou sub-packages (spec 002 §7 `manual_extend_package`, `retry_extend_package`;
// docs/architecture/apps.md): one item per (app, ad ID), up to 50 channels of one app a call. The
// medium answers at once and builds afterwards, so a sent item succeeds with the package id and its
// row turns `building`; the build's end is read from the medium's listing (sub-packages.service).
// A channel cut before answers its package, so a create sent twice cuts nothing twice; an unknown
// outcome is settled by finding the channel in the listing.

export interface SubPackageTaskDeps {
  packages: KuaishouSubPackages;
  tokens: (medium: 'kuaishou', advertiserId: string) => Promise<TokenSource>;
  repo: SubPackagesRepository;
  clock: Clock;
}

type Item = TaskItem<SubPackageItemRequest>;
type Outcome = ItemOutcome<SubPackageItemResult>;

export function subPackageTaskType(
  type: string,
  deps: SubPackageTaskDeps,
): TaskTypeDefinition<SubPackageItemRequest, SubPackageItemResult> {
  const sent = async (item: Item, mediaId: string, response: unknown): Promise<Outcome> => {
    await deps.repo.markBuilding(item.request.subPackageRowId, mediaId, deps.clock.now());
    return {
      status: 'succeeded',
      objectId: mediaId,
      result: { media_sub_package_id: mediaId },
      request: item.request,
      response,
    };
  };

  const failAll = async (items: readonly Item[], outcome: Outcome) => {
    const out = new Map<number, Outcome>();
    for (const item of items) {
      if (outcome.status === 'failed' && !outcome.retryable) {
        await deps.repo.markFailed(item.request.subPackageRowId, outcome.message, deps.clock.now());
      }
      out.set(item.id, { ...outcome, request: item.request });
    }
    return out;
  };

  return defineTaskType<SubPackageItemRequest, SubPackageItemResult>({
    type,
    action: 'create_sub_package',
    isCreation: true,
    group: (items) =>
      groupBy(
        items,
        (i) => `${i.target?.advertiserId}:${i.request.mediaAppId}:${i.request.mode}`,
        deps.packages.channelsPerCall,
      ),
    limiterKey: (group) => {
      const [first] = group.items;
      return engineBuckets(
        deps.packages.limiterKeys(
          first?.target?.advertiserId ?? '',
          first?.request.mode ?? 'create',
        ),
      );
    },

    async execute(group) {
      const [first] = group.items;
      if (!first) return new Map();
      const account = first.target.advertiserId ?? '';
      const appId = first.request.mediaAppId;
      let token: TokenSource;
      try {
        token = await deps.tokens('kuaishou', account);
      } catch (error) {
        return failAll(group.items, tokenFailure(error));
      }
      const out = new Map<number, Outcome>();
      try {
        if (first.request.mode === 'retry') {
          const ids = group.items.map((i) => i.request.mediaSubPackageId ?? '');
          await deps.packages.retry(token, account, appId, ids);
          for (const item of group.items) {
            out.set(item.id, await sent(item, item.request.mediaSubPackageId ?? '', { ids }));
          }
          return out;
        }
        const answered = await deps.packages.create(
          token,
          account,
          appId,
          group.items.map((i) => i.request.channelId),
        );
        for (const item of group.items) {
          const id = answered.get(item.request.channelId);
          out.set(
            item.id,
            id
              ? await sent(item, id, { channel_id: item.request.channelId, sub_package_id: id })
              : {
                  status: 'unknown',
                  message: '磁力引擎未答复该渠道的分包',
                  request: item.request,
                },
          );
        }
        return out;
      } catch (error) {
        return failAll(group.items, callFailure(error));
      }
    },

    async reconcile(item): Promise<ReconcileOutcome<SubPackageItemResult>> {
      const account = item.target.advertiserId ?? '';
      const token = await deps.tokens('kuaishou', account);
      const [found] = await deps.packages.list(token, account, item.request.mediaAppId, [
        item.request.channelId,
      ]);
      // A retry landed when the build is no longer the failed one.
      if (!found || (item.request.mode === 'retry' && found.status === 'failed')) {
        return { status: 'not_applied' };
      }
      await deps.repo.markBuilding(
        item.request.subPackageRowId,
        found.mediaSubPackageId,
        deps.clock.now(),
      );
      return {
        status: 'succeeded',
        objectId: found.mediaSubPackageId,
        result: { media_sub_package_id: found.mediaSubPackageId },
      };
    },
  });
}
