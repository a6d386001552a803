import { randomUUID } from 'node:crypto';
import {
  MATERIAL_PUSH_TASK,
  pageInfo,
  type MaterialPushAnswer,
  type MaterialPushBody,
  type MaterialPushItemRequest,
  type MaterialPushLogData,
  type MaterialPushLogQuery,
  type MediumKey,
} from '@toufang/contracts';
import { canPush, fitMaterial, MATERIAL_MEDIUM_NAMES, type MaterialFormat } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import { visibleFiles } from '../materials/material-scope';
import type { MaterialFileRecord, MaterialsRepository } from '../materials/materials.repository';
import type { TasksService } from '../tasks/tasks.service';
import type { PushItemRequest } from './material-push-task';
import { toPushRecord } from './material-push.mapper';
import type { MaterialPushRepository, PushTarget } from './material-push.repository';

/** Names an error lists before it says how many more. */
const NAMES_SHOWN = 10;

const listed = (names: readonly string[]) => {
  const shown = names.slice(0, NAMES_SHOWN).join('、');
  return names.length > NAMES_SHOWN ? `${shown} 等 ${names.length} 个` : shown;
};

/** Why `medium` does not take `file`, from the media's upload limits. */
function refusalOf(file: MaterialFileRecord, medium: MediumKey): string {
  const fit = fitMaterial({
    kind: file.kind as 'image' | 'video',
    format: file.format as MaterialFormat,
    bytes: file.sizeBytes,
  });
  const name = MATERIAL_MEDIUM_NAMES[medium];
  return fit.refusals.find((r) => r.startsWith(name)) ?? `${name}不接收该素材`;
}

/**
 * Pushing library files to media accounts (spec 002 §7 `material/file/push`, `pushlog`). Every
 * check happens before anything is queued: the files are ones the caller sees and the review
 * approved (`canPush`), the accounts are in the caller's data scope, and every chosen medium takes
 * every file. Then one task holds one item per (file, account).
 */
export class MaterialPushService {
  constructor(
    private readonly materials: MaterialsRepository,
    private readonly pushes: MaterialPushRepository,
    private readonly accounts: MediaAccountsService,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
  ) {}

  async push(auth: AuthContext, body: MaterialPushBody): Promise<MaterialPushAnswer> {
    const chosen = await visibleFiles(this.materials, auth, body.file_id);
    const unapproved = chosen.filter(
      (f) => !canPush({ review_status: f.reviewStatus, deleted_at: f.deletedAt }).ok,
    );
    if (unapproved.length > 0) {
      throw new AppError('MATERIAL_NOT_APPROVED', {
        params: { names: listed(unapproved.map((f) => f.name)) },
      });
    }
    const files = await this.withImages(chosen);

    const accounts = [
      ...new Map(body.accounts.map((a) => [`${a.platform}:${a.advertiser_id}`, a])).values(),
    ];
    const media = [...new Set(accounts.map((a) => a.platform))];
    const outside: string[] = [];
    for (const medium of media) {
      const scope = new Set(await this.accounts.advertiserIdsInScope(auth, medium));
      for (const a of accounts) {
        if (a.platform === medium && !scope.has(a.advertiser_id)) outside.push(a.advertiser_id);
      }
    }
    if (outside.length > 0) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: listed(outside) } });
    }

    const refused = files.flatMap((file) =>
      media
        .filter((medium) => !file.media.includes(medium))
        .map((medium) => `${file.name}（${refusalOf(file, medium)}）`),
    );
    if (refused.length > 0) {
      throw new AppError('MATERIAL_PUSH_UNSUPPORTED', { params: { reasons: listed(refused) } });
    }

    const key = randomUUID();
    const pairs = files.flatMap((file) => accounts.map((account) => ({ file, account })));
    const targets: PushTarget[] = pairs.map(({ file, account }) => ({
      fileId: file.id,
      md5: file.md5,
      medium: account.platform,
      advertiserId: account.advertiser_id,
    }));
    await this.pushes.markPushing(targets, auth.userId, this.clock.now());
    const { id } = await this.tasks.create<PushItemRequest>({
      type: MATERIAL_PUSH_TASK,
      title: `推送 ${chosen.length} 个素材到 ${accounts.length} 个账户`,
      createdBy: auth.userId,
      params: { file_id: chosen.map((f) => f.id), accounts, kuaishou_type: body.kuaishou_type },
      items: pairs.map(({ file, account }) => ({
        request: {
          fileId: file.id,
          name: file.name,
          kind: file.kind as MaterialPushItemRequest['kind'],
          format: file.format,
          md5: file.md5,
          sha256: file.sha256,
          width: file.width,
          height: file.height,
          kuaishouType: body.kuaishou_type,
        },
        target: {
          medium: account.platform,
          advertiserId: account.advertiser_id,
          objectType: `${file.kind}_file`,
          objectId: null,
        },
        idempotencyKey: `${key}:${file.id}:${account.platform}:${account.advertiser_id}`,
      })),
    });
    return { task_id: id, item_count: pairs.length };
  }

  /**
   * The files a push uploads: each chosen file, a 图文 standing for its images (the library images
   * it was made of, which must still be live and approved: the media take the images, the 图文
   * is put together from them where a creative uses it). Each file once.
   */
  private async withImages(chosen: readonly MaterialFileRecord[]): Promise<MaterialFileRecord[]> {
    const imageIds = chosen.flatMap((f) => f.imageText?.images.map((i) => i.fid) ?? []);
    const found = new Map(
      (await this.materials.findFiles([...new Set(imageIds)], { all: true })).map((r) => [r.id, r]),
    );
    const problems: string[] = [];
    const out = new Map<number, MaterialFileRecord>();
    for (const file of chosen) {
      if (!file.imageText) {
        out.set(file.id, file);
        continue;
      }
      for (const image of file.imageText.images) {
        const row = found.get(image.fid);
        if (!row || row.sha256 !== image.sha256) {
          problems.push(`图文「${file.name}」的图片「${image.name}」已删除或被替换`);
        } else if (!canPush({ review_status: row.reviewStatus, deleted_at: row.deletedAt }).ok) {
          problems.push(`图文「${file.name}」的图片「${image.name}」未通过审核`);
        } else out.set(row.id, row);
      }
    }
    if (problems.length > 0) {
      throw new AppError('MATERIAL_IMAGE_TEXT_UNUSABLE', { params: { reasons: listed(problems) } });
    }
    return [...out.values()];
  }

  /** A file's push records, one per account, the latest first; a 图文's are its images'. */
  async pushlog(auth: AuthContext, query: MaterialPushLogQuery): Promise<MaterialPushLogData> {
    const [file] = await visibleFiles(this.materials, auth, [query.file_id]);
    const { list, total } = await this.pushes.listForFile(
      file?.imageText ? file.imageText.images.map((i) => i.fid) : [query.file_id],
      query.page,
      query.per_page,
    );
    return {
      list: list.map(toPushRecord),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }
}
