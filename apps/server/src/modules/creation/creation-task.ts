import {
  CREATION_MEDIUM_KEYS,
  CreationDraftSchema,
  type CreationDraftOf,
  type CreationMedium,
  type MediumKey,
} from '@toufang/contracts';
import { CREATION_DEFINITIONS } from '@toufang/domain';
import type { TokenSource } from '../../media/http/token-provider';
import type {
  CreationFile,
  MediumCreates,
  MediumCreatesByMedium,
  NewRow,
} from '../../media/medium-creates';
import { callFailure, engineBuckets, tokenFailure } from '../tasks/media-call-outcomes';
import type { createMaterialPusher } from '../material-push/material-push-task';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import type {
  CreationItemFile,
  CreationItemRequest,
  CreationItemResult,
  CreationTaskParams,
} from './creation-task-types';

// The creation task of one medium (docs/architecture/creation.md). One group is one level-1 object
// with its level-2 objects, sent in order: the files the account lacks are pushed first (the
// material push's pusher, recorded as pushes), then the level-1 object is found by its name or
// created, then each level-2 object (and Kuaishou's creatives) likewise. Names are unique per
// account on every medium, so whatever an earlier attempt, a lost answer or a crashed worker left
// behind is found and reused, never created twice.

type Outcome = ItemOutcome<CreationItemResult>;
type Failed = Extract<Outcome, { status: 'failed' }>;

/** Where created objects are read back into the mirror (the delivery screen's tables). */
export type CreationReadBack = (
  medium: CreationMedium,
  advertiserId: string,
  created: { parentIds: string[]; rowIds: string[]; childIds: string[]; fileIds: string[] },
  by: { designerId: number | null; gameId: number | null; taskId: number },
) => Promise<void>;

export interface CreationTaskDeps {
  creates: MediumCreatesByMedium;
  tokens: (medium: MediumKey, advertiserId: string) => Promise<TokenSource>;
  pusher: ReturnType<typeof createMaterialPusher>;
  readBack: CreationReadBack;
}

/** A group is at most this many level-2 objects (a parent's rows, rowsPerParentMax at most). */
const GROUP_MAX = 200;

const failed = (code: string, message: string, retryable = false): Failed => ({
  status: 'failed',
  code,
  message,
  ...(retryable ? { retryable } : {}),
});

/** The same failure, its message prefixed with what failed. */
const about = (outcome: Outcome, prefix: string): Outcome =>
  outcome.status === 'succeeded'
    ? outcome
    : { ...outcome, message: `${prefix}${outcome.message ?? ''}` };

export function creationTaskType<M extends CreationMedium>(
  type: string,
  medium: M,
  deps: CreationTaskDeps,
): TaskTypeDefinition<CreationItemRequest, CreationItemResult> {
  const adapter: MediumCreates<M> = deps.creates[medium];
  const def = CREATION_DEFINITIONS[medium];
  /** The medium the family creates on: its accounts' tokens and pushed files. */
  const mediumKey = CREATION_MEDIUM_KEYS[medium];
  type Draft = CreationDraftOf<M>;
  const drafts = new Map<number, Draft>();
  const isOwn = (d: { medium: CreationMedium }): d is Draft => d.medium === medium;
  const draftOf = (taskId: number, params: unknown): Draft => {
    const cached = drafts.get(taskId);
    if (cached) return cached;
    const draft = CreationDraftSchema.parse((params as CreationTaskParams).draft);
    if (!isOwn(draft)) throw new Error(`task ${taskId} holds a ${draft.medium} draft`);
    if (drafts.size > 100) drafts.clear();
    drafts.set(taskId, draft);
    return draft;
  };

  /** One library image or video pushed to the account (when it lacks it), as creatives name it. */
  const pushFile = async (
    file: Omit<CreationItemFile, 'kind' | 'imageText'> & { kind: 'video' | 'image' },
    advertiserId: string,
    taskId: number,
  ): Promise<CreationFile | Failed> => {
    const pushed = await deps.pusher.push(
      { ...file, kuaishouType: 0 },
      { fileId: file.fileId, md5: file.md5, medium: mediumKey, advertiserId },
      taskId,
    );
    return pushed.status === 'succeeded' && pushed.result
      ? {
          fileId: file.fileId,
          name: file.name,
          kind: file.kind,
          mediaFileId: pushed.result.media_file_id,
          ...(pushed.result.cover_id ? { coverId: pushed.result.cover_id } : {}),
          width: file.width,
          height: file.height,
        }
      : (about(
          pushed.status === 'unknown'
            ? failed('MATERIAL_PUSH_UNKNOWN', pushed.message ?? '', true)
            : (pushed as Failed),
          `素材「${file.name}」推送失败：`,
        ) as Failed);
  };

  /** A 图文 on the account: each of its images pushed, in order, with its text. */
  const pushImageText = async (
    file: CreationItemFile,
    advertiserId: string,
    taskId: number,
  ): Promise<CreationFile | Failed> => {
    const images: { mediaFileId: string; width: number | null; height: number | null }[] = [];
    for (const image of file.imageText?.images ?? []) {
      const got = await pushFile({ ...image, kind: 'image' }, advertiserId, taskId);
      if ('status' in got) return about(got, `图文「${file.name}」的`) as Failed;
      images.push({ mediaFileId: got.mediaFileId, width: got.width, height: got.height });
    }
    const [first] = images;
    if (!first) return failed('MATERIAL_MISSING', `图文「${file.name}」没有图片`);
    return {
      fileId: file.fileId,
      name: file.name,
      kind: 'image_text',
      mediaFileId: first.mediaFileId,
      imageText: { text: file.imageText?.text ?? '', images },
      width: file.width,
      height: file.height,
    };
  };

  /** The media's ids of the group's files, pushing those the account lacks. */
  const filesOf = async (
    files: readonly CreationItemFile[],
    advertiserId: string,
    taskId: number,
  ): Promise<Map<number, CreationFile | Failed>> => {
    const out = new Map<number, CreationFile | Failed>();
    for (const file of files) {
      if (out.has(file.fileId)) continue;
      out.set(
        file.fileId,
        file.kind === 'image_text'
          ? await pushImageText(file, advertiserId, taskId)
          : await pushFile({ ...file, kind: file.kind }, advertiserId, taskId),
      );
    }
    return out;
  };

  return defineTaskType<CreationItemRequest, CreationItemResult>({
    type,
    action: `create_${def.row.key}`,
    isCreation: true,
    // A parent's rows go together, in order: the parent first, then each row.
    group: (items) =>
      groupBy(items, (i) => `${i.target?.advertiserId}:${i.request.parentKey}`, GROUP_MAX),
    limiterKey: (group) =>
      engineBuckets(adapter.limiterKeys(group.items[0]?.target?.advertiserId ?? '')),
    // A group makes up to a parent and its rows, with uploads: more than one call's time.
    executeTimeoutMs: 300_000,

    async execute(group, ctx) {
      const outcomes = new Map<number, Outcome>();
      const items = [...group.items].sort((a, b) => a.seq - b.seq);
      const first = items[0];
      const advertiserId = first?.target.advertiserId;
      if (!first || !advertiserId) return outcomes;
      const draft = draftOf(ctx.task.id, ctx.task.params);
      const settleAll = (outcome: Outcome) => {
        for (const item of items) if (!outcomes.has(item.id)) outcomes.set(item.id, outcome);
      };

      let token: TokenSource;
      try {
        token = await deps.tokens(mediumKey, advertiserId);
      } catch (error) {
        settleAll(tokenFailure(error));
        return outcomes;
      }

      const files = await filesOf(
        items.flatMap((i) => i.request.files),
        advertiserId,
        ctx.task.id,
      );
      const created = {
        parentIds: [] as string[],
        rowIds: [] as string[],
        childIds: [] as string[],
        // The medium's ids of the files the rows reference (pushed now or before).
        fileIds: [...files.values()].flatMap((f) =>
          'mediaFileId' in f
            ? (f.imageText?.images.map((i) => i.mediaFileId) ?? [f.mediaFileId])
            : [],
        ),
      };

      // The parent: found by its name (an earlier attempt's), else created.
      const { parentName } = first.request;
      let parentId: string;
      let parentIsNew = false;
      try {
        const found = await adapter.findParent(token, advertiserId, parentName);
        if (found) parentId = found;
        else {
          parentId = await adapter.createParent(token, advertiserId, draft, {
            name: parentName,
            enabled: first.request.parentEnabled,
            budgetFen: first.request.parentBudgetFen,
            bidFen: first.request.parentBidFen,
          });
          parentIsNew = true;
        }
      } catch (error) {
        settleAll(about(callFailure(error), `${def.parent.label}「${parentName}」创建失败：`));
        return outcomes;
      }
      created.parentIds.push(parentId);

      for (const item of items) {
        const outcome = await createRow(
          item,
          token,
          advertiserId,
          parentId,
          parentIsNew,
          draft,
          files,
        );
        outcomes.set(item.id, outcome);
        if (outcome.status === 'succeeded' && outcome.result) {
          created.rowIds.push(outcome.result.object_id);
          created.childIds.push(...outcome.result.child_ids);
        }
      }
      await deps.readBack(medium, advertiserId, created, {
        designerId: ctx.task.createdBy,
        gameId: draft.convert.gad_cfg_game_id,
        taskId: ctx.task.id,
      });
      return outcomes;
    },

    async reconcile(item) {
      const advertiserId = item.target.advertiserId ?? '';
      const token = await deps.tokens(mediumKey, advertiserId);
      const found = await adapter.findRow(token, advertiserId, item.request.name);
      // Kuaishou's creatives may be missing still: the next attempt finds the unit and adds them.
      if (!found || adapter.ensureChildren) return { status: 'not_applied' };
      const result = { parent_id: found.parentId ?? '', object_id: found.id, child_ids: [] };
      return { status: 'succeeded', objectId: found.id, result, after: result };
    },
  });

  async function createRow(
    item: TaskItem<CreationItemRequest>,
    token: TokenSource,
    advertiserId: string,
    parentId: string,
    parentIsNew: boolean,
    draft: Draft,
    files: Map<number, CreationFile | Failed>,
  ): Promise<Outcome> {
    const r = item.request;
    const materials: CreationFile[] = [];
    for (const f of r.files) {
      const got = files.get(f.fileId);
      if (!got || 'status' in got)
        return got ?? failed('MATERIAL_MISSING', `素材「${f.name}」不可用`);
      materials.push(got);
    }
    const row: NewRow = {
      name: r.name,
      enabled: r.rowEnabled,
      materials,
      mediumVideos: r.mediumVideos ?? [],
      titles: r.titles,
      budgetFen: r.rowBudgetFen,
      bidFen: r.rowBidFen,
      childNames: r.childNames,
    };
    try {
      // A new parent has no rows yet; otherwise an earlier attempt may have made this one.
      const found =
        parentIsNew && item.attempts <= 1
          ? null
          : await adapter.findRow(token, advertiserId, r.name);
      if (found && found.parentId !== null && found.parentId !== parentId) {
        return failed(
          'NAME_TAKEN_ELSEWHERE',
          `同名${def.row.label}「${r.name}」已存在于该账户的其他${def.parent.label}（${found.parentId}）中`,
        );
      }
      const rowId =
        found?.id ?? (await adapter.createRow(token, advertiserId, draft, parentId, row));
      const childIds = adapter.ensureChildren
        ? await adapter.ensureChildren(token, advertiserId, draft, rowId, row)
        : [];
      const result = { parent_id: parentId, object_id: rowId, child_ids: childIds };
      return { status: 'succeeded', objectId: rowId, result, after: result, response: result };
    } catch (error) {
      return about(callFailure(error), `${def.row.label}「${r.name}」：`);
    }
  }
}
