import {
  CREATION_MEDIUM_KEYS,
  CREATION_SUBMIT_MAX,
  type CreationDraft,
  type CreationMedium,
  type CreationPreviewRow,
  type CreationCounts,
  type MediumKey,
} from '@toufang/contracts';
import {
  CREATION_DEFINITIONS,
  planCreation,
  shanghaiDate,
  type CreationPlan,
  type PlanFile,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import { scopeOf } from '../materials/material-scope';
import type { MaterialFileRecord, MaterialsRepository } from '../materials/materials.repository';
import type { CreationRepository } from './creation.repository';

// A draft's plan as the caller may create it (domain `planCreation`): the accounts in the caller's
// data scope with their names, the library files the caller sees, the files already on each
// account, and the names each account already has (a numbered name rule skips them).

export interface PlanDeps {
  repo: CreationRepository;
  accounts: MediaAccountsService;
  materials: MaterialsRepository;
  clock: Clock;
}

export interface ResolvedPlan {
  plan: CreationPlan;
  files: Map<number, MaterialFileRecord>;
}

export async function resolvePlan(
  deps: PlanDeps,
  auth: AuthContext,
  medium: CreationMedium,
  draft: CreationDraft,
): Promise<ResolvedPlan> {
  if (draft.medium !== medium) {
    throw new AppError('CREATION_MEDIUM_MISMATCH', { params: { draft: draft.medium, medium } });
  }
  const mediumKey = CREATION_MEDIUM_KEYS[medium];
  const scope = new Set(await deps.accounts.advertiserIdsInScope(auth, mediumKey));
  const accounts = draft.accounts.filter((a) => scope.has(a));
  const childUnique = CREATION_DEFINITIONS[medium].child?.accountUnique === true;
  const [names, rows, parentNames, rowNames, childNames] = await Promise.all([
    deps.repo.advertiserNames(medium, accounts),
    deps.materials.findFiles(draft.materials.file_ids, scopeOf(auth)),
    deps.repo.takenNames(medium, 'parent', accounts),
    deps.repo.takenNames(medium, 'row', accounts),
    childUnique ? deps.repo.takenNames(medium, 'child', accounts) : new Map<string, Set<string>>(),
  ]);
  const files = new Map(rows.map((f) => [f.id, f]));
  const { unusable, imagesTaken } = await imageTextProblems(deps.materials, rows, mediumKey);
  const pushed = await deps.repo.pushedPairs(medium, [...files.keys()], accounts);
  const planFiles = new Map<number, PlanFile>(
    rows.map((f) => [
      f.id,
      {
        id: f.id,
        name: f.name,
        kind: f.kind === 'video' ? 'video' : f.kind === 'image_text' ? 'image_text' : 'image',
        width: f.width,
        height: f.height,
        durationMs: f.durationMs,
        approved: f.reviewStatus === 'approved',
        // A 图文's count is the placement's check (its specs); its images are the library's.
        mediumTakes: f.imageText ? imagesTaken.has(f.id) : f.media.includes(mediumKey),
        ...(unusable.has(f.id) ? { unusable: unusable.get(f.id) } : {}),
        ...(f.imageText ? { imageCount: f.imageText.images.length } : {}),
      },
    ]),
  );
  const none = new Set<string>();
  const plan = planCreation(draft, {
    date: shanghaiDate(deps.clock.now()),
    files: planFiles,
    accounts: new Map(accounts.map((a) => [a, { name: names.get(a) ?? null }])),
    game: draft.convert.game_name,
    pushed: (fileId, advertiserId) => pushed.has(`${fileId}:${advertiserId}`),
    takenNames: (advertiserId, level) =>
      ({ parent: parentNames, row: rowNames, child: childNames })[level].get(advertiserId) ?? none,
    submitMax: CREATION_SUBMIT_MAX,
  });
  return { plan, files };
}

/** A medium's own video as the preview and the task's items show it: by the medium's id. */
export const mediaRefOf = (v: {
  source: string;
  videoId: string;
  itemId: string | null;
  carouselId?: string;
  name: string;
}) => ({ source: v.source, id: v.itemId ?? v.carouselId ?? v.videoId, name: v.name });

/**
 * Why a 图文's images cannot be pushed now, per 图文: an image deleted or given new content since
 * the 图文 was made, or not approved by the review; and the 图文s whose every image the medium's
 * library takes.
 */
async function imageTextProblems(
  materials: MaterialsRepository,
  rows: readonly MaterialFileRecord[],
  medium: MediumKey,
): Promise<{ unusable: Map<number, string>; imagesTaken: Set<number> }> {
  const ids = rows.flatMap((r) => r.imageText?.images.map((i) => i.fid) ?? []);
  const out = new Map<number, string>();
  const imagesTaken = new Set<number>();
  if (ids.length === 0) return { unusable: out, imagesTaken };
  const live = new Map(
    (await materials.findFiles([...new Set(ids)], { all: true })).map((r) => [r.id, r]),
  );
  for (const row of rows) {
    const images = row.imageText?.images ?? [];
    if (images.every((i) => live.get(i.fid)?.media.includes(medium) !== false)) {
      imagesTaken.add(row.id);
    }
    for (const image of images) {
      const found = live.get(image.fid);
      const problem =
        !found || found.sha256 !== image.sha256
          ? `图片「${image.name}」已删除或被替换`
          : found.reviewStatus !== 'approved'
            ? `图片「${image.name}」未通过审核`
            : undefined;
      if (problem) {
        out.set(row.id, problem);
        break;
      }
    }
  }
  return { unusable: out, imagesTaken };
}

export function countsOf(plan: CreationPlan): CreationCounts {
  return {
    parents: plan.parents,
    rows: plan.rows.length,
    children: plan.children,
    error_rows: plan.errorRows,
    pushes: plan.pushes.length,
    cap: CREATION_SUBMIT_MAX,
    over_cap: plan.overCap,
    parent_label: plan.definition.parent.label,
    row_label: plan.definition.row.label,
    errors: plan.errors,
  };
}

export function previewRowOf(row: CreationPlan['rows'][number]): CreationPreviewRow {
  return {
    key: row.key,
    advertiser_id: row.advertiserId,
    advertiser_name: row.advertiserName,
    parent_name: row.parentName,
    name: row.name,
    child_names: row.childNames,
    materials: row.materials.flatMap((m) =>
      m.medium ? [] : [{ file_id: m.id, name: m.name, type: m.kind }],
    ),
    media_materials: row.materials.flatMap((m) =>
      m.medium ? [mediaRefOf({ ...m.medium, name: m.name })] : [],
    ),
    titles: row.titles,
    budget: row.budgetYuan,
    bid: row.bidYuan,
    to_push: row.toPush.length,
    errors: row.errors,
  };
}
