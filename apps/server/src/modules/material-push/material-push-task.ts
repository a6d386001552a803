import type { MaterialPushItemRequest, MaterialPushItemResult } from '@toufang/contracts';
import { MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaUploads, UploadedMaterial, UploadFile } from '../../media/media-adapter';
import type { MaterialStorage } from '../materials/material-storage';
import { contentTypeOf } from '../materials/materials.mapper';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import type { MaterialPushRepository, PushTarget } from './material-push.repository';
import { callFailure, engineBuckets, tokenFailure } from '../tasks/media-call-outcomes';

// One (library file, media account) of a push (spec 002 §7 `material/file/push`): the medium's
// library upload through its adapter (one per medium, each described as data in
// media/<medium>/uploads.ts), signed with the file's md5. The account's copy of the same content
// from an earlier push is reused and nothing is uploaded; the media themselves answer a repeated
// md5 with the file they already keep (reference §1.12, §2.9, §3.8), so a push whose answer was
// lost is settled by sending it again: the medium's answer is the read-back.

/** What an item carries: the request the task shows, and where to read the content. */
export interface PushItemRequest extends MaterialPushItemRequest {
  format: string;
  sha256: string;
  /** The image's frame as the library measured it (absent on items queued before it was kept). */
  width?: number | null;
  height?: number | null;
}

export interface MaterialPushTaskDeps {
  uploads: Partial<Record<Medium, MediaUploads>>;
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
  storage: MaterialStorage;
  pushes: MaterialPushRepository;
  clock: Clock;
}

type Outcome = ItemOutcome<MaterialPushItemResult>;

/** `kuaishou_type` as the upload's orientation; the media that take none ignore it. */
const ORIENTATION: Partial<Record<number, UploadFile['orientation']>> = {
  1: 'vertical',
  2: 'horizontal',
};

const targetOf = (item: TaskItem<PushItemRequest>): PushTarget => ({
  fileId: item.request.fileId,
  md5: item.request.md5,
  medium: (item.target.medium ?? '') as Medium,
  advertiserId: item.target.advertiserId ?? '',
});

const resultOf = (m: UploadedMaterial, reused: boolean): MaterialPushItemResult => ({
  media_file_id: m.fileId,
  media_material_id: m.materialId,
  reused,
  ready: m.ready,
});

/**
 * Pushes one library file to one account and records the outcome on its push record: the item of
 * a push task, and the files a creation needs on its account first (docs/architecture/creation.md).
 */
export function createMaterialPusher(deps: MaterialPushTaskDeps) {
  const uploadsOf = (medium: string) => deps.uploads[medium as Medium];

  /** Records the outcome on the push record and answers it. */
  const settle = async (
    target: PushTarget,
    taskId: number | null,
    outcome: Outcome,
  ): Promise<Outcome> => {
    const at = deps.clock.now();
    if (outcome.status === 'succeeded' && outcome.result) {
      const r = outcome.result;
      await deps.pushes.record(
        target,
        {
          status: 'succeeded',
          mediaFileId: r.media_file_id,
          mediaMaterialId: r.media_material_id,
          mediaReady: r.ready,
          reused: r.reused,
        },
        taskId,
        at,
      );
    } else if (outcome.status === 'failed') {
      await deps.pushes.record(
        target,
        { status: 'failed', errorCode: outcome.code, errorMessage: outcome.message },
        taskId,
        at,
      );
    }
    return outcome;
  };

  const pushOne = async (request: PushItemRequest, target: PushTarget): Promise<Outcome> => {
    const { medium, advertiserId } = target;
    const uploads = uploadsOf(medium);
    if (!uploads) {
      return {
        status: 'failed',
        code: 'MEDIUM_NOT_CONFIGURED',
        message: `${MATERIAL_MEDIUM_NAMES[medium]}未接入，无法推送`,
        notSent: true,
      };
    }
    const pushed = await deps.pushes.findPushed(request.md5, medium, advertiserId);
    if (pushed?.mediaFileId && pushed.mediaMaterialId) {
      const result: MaterialPushItemResult = {
        media_file_id: pushed.mediaFileId,
        media_material_id: pushed.mediaMaterialId,
        reused: true,
        ready: pushed.mediaReady ?? true,
        ...(pushed.coverId ? { cover_id: pushed.coverId } : {}),
      };
      return { status: 'succeeded', objectId: result.media_file_id, result, response: result };
    }
    let token: TokenSource;
    try {
      token = await deps.tokens(medium, advertiserId);
    } catch (error) {
      return tokenFailure(error);
    }
    const size = await deps.storage.size(request.sha256);
    if (size === null) {
      return {
        status: 'failed',
        code: 'MATERIAL_CONTENT_MISSING',
        message: '素材文件已被彻底删除，无法推送',
        notSent: true,
      };
    }
    const orientation = ORIENTATION[request.kuaishouType];
    // Streamed from the storage as the form is sent (opened again on a retry): a file of any size
    // holds one chunk in memory; the signature is the md5 the library took of the same bytes.
    const file: UploadFile = {
      name: request.name,
      contentType: contentTypeOf(request.format),
      size,
      md5: request.md5,
      open: () => deps.storage.read(request.sha256),
      width: request.width ?? null,
      height: request.height ?? null,
      ...(orientation ? { orientation } : {}),
    };
    const exchange = { request: { file: request.name, md5: request.md5, size } };
    try {
      const uploaded =
        request.kind === 'image'
          ? await uploads.uploadImage(token, advertiserId, file)
          : await uploads.uploadVideo(token, advertiserId, file);
      const result = resultOf(uploaded, false);
      return {
        status: 'succeeded',
        objectId: uploaded.fileId,
        result,
        ...exchange,
        response: result,
      };
    } catch (error) {
      const failure = callFailure(error);
      // The engine tries a busy medium again while attempts remain; the message stays true after
      // the last one too.
      if (failure.status === 'failed' && failure.retryable && error instanceof Error) {
        return { ...failure, message: `媒体繁忙，上传未完成（${error.message}）`, ...exchange };
      }
      return { ...failure, ...exchange };
    }
  };

  return {
    uploadsOf,
    /**
     * Pushes the file (or reuses the account's copy) and records the outcome; `taskId` null for a
     * push an edit makes before its write (no task of its own).
     */
    push: async (request: PushItemRequest, target: PushTarget, taskId: number | null) =>
      settle(target, taskId, await pushOne(request, target)),
  };
}

export function materialPushTaskType(
  type: string,
  deps: MaterialPushTaskDeps,
): TaskTypeDefinition<PushItemRequest, MaterialPushItemResult> {
  const pusher = createMaterialPusher(deps);
  const { uploadsOf } = pusher;

  return defineTaskType<PushItemRequest, MaterialPushItemResult>({
    type,
    action: 'push_material',
    isCreation: false,
    // One file to one account per call: the media's upload endpoints take one file.
    group: (items) => groupBy(items, (i) => `${i.target?.medium}:${i.target?.advertiserId}`, 1),
    limiterKey: (group) => {
      const [first] = group.items;
      const uploads = uploadsOf(first?.target?.medium ?? '');
      if (!first || !uploads) return [];
      return engineBuckets(
        uploads.uploadLimiterKeys(first.request.kind, first.target?.advertiserId ?? ''),
      );
    },
    // Videos are large: the adapter allows two minutes a call.
    executeTimeoutMs: 150_000,

    async execute(group) {
      const outcomes = new Map<number, Outcome>();
      for (const item of group.items) {
        outcomes.set(item.id, await pusher.push(item.request, targetOf(item), item.taskId));
      }
      return outcomes;
    },

    // The medium answers a repeated md5 with the file it keeps: sending again reads it back.
    reconcile: () => Promise.resolve({ status: 'not_applied' }),
  });
}
