import { randomUUID } from 'node:crypto';
import {
  MATERIAL_ACCOUNT_COPY_TASK,
  type MaterialAccountCopyAnswer,
  type MaterialAccountCopyBody,
  type MaterialAccountCopyItemRequest,
} from '@toufang/contracts';
import {
  accountCopyRefusal,
  canPush,
  MATERIAL_ACCOUNT_COPY,
  MATERIAL_MEDIUM_NAMES,
  type AccountCopyCall,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import { visibleFiles } from '../materials/material-scope';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { TasksService } from '../tasks/tasks.service';
import type { MaterialPushRepository, PushTarget } from './material-push.repository';

/** Names an error lists before it says how many more. */
const NAMES_SHOWN = 10;

const listed = (names: readonly string[]) => {
  const shown = names.slice(0, NAMES_SHOWN).join('、');
  return names.length > NAMES_SHOWN ? `${shown} 等 ${names.length} 个` : shown;
};

const refuse = (reason: string) => new AppError('MATERIAL_COPY_REFUSED', { params: { reason } });

/**
 * Copying pushed files from one media account to others of the same medium (spec 002 §7
 * `material/bind`, `material/share`). Everything is checked before anything is queued: the medium
 * has the call and it takes the files' kind and count and the number of targets (packages/domain
 * materials/account-copy.ts), the files are ones the caller sees and the review approved, every
 * account is in the caller's data scope, and every file was pushed to the source account. Then one
 * task holds one item per (file, target).
 */
export class MaterialAccountCopyService {
  constructor(
    private readonly materials: MaterialsRepository,
    private readonly pushes: MaterialPushRepository,
    private readonly accounts: MediaAccountsService,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
  ) {}

  async copy(
    auth: AuthContext,
    call: AccountCopyCall,
    body: MaterialAccountCopyBody,
  ): Promise<MaterialAccountCopyAnswer> {
    const medium = body.platform;
    const name = MATERIAL_MEDIUM_NAMES[medium];
    const refusal = accountCopyRefusal(medium, call);
    const rule = MATERIAL_ACCOUNT_COPY[medium];
    if (refusal || !rule) throw refuse(refusal ?? `${name}不能在账户间复制素材`);

    const source = body.advertiser_id;
    const targets = [...new Set(body.target_advertiser_ids)];
    if (targets.includes(source)) throw refuse(`目标账户中不能包含源账户 ${source}`);
    if (targets.length > rule.targetsMax) {
      throw refuse(`${name}一次最多复制到 ${rule.targetsMax} 个账户，已选 ${targets.length} 个`);
    }
    const fileIds = [...new Set(body.file_id)];
    if (fileIds.length > rule.filesMax) {
      throw refuse(`${name}一次最多复制 ${rule.filesMax} 个素材，已选 ${fileIds.length} 个`);
    }

    const files = await visibleFiles(this.materials, auth, fileIds);
    const unapproved = files.filter(
      (f) => !canPush({ review_status: f.reviewStatus, deleted_at: f.deletedAt }).ok,
    );
    if (unapproved.length > 0) {
      throw new AppError('MATERIAL_NOT_APPROVED', {
        params: { names: listed(unapproved.map((f) => f.name)) },
      });
    }
    for (const file of files) {
      if (file.kind === 'image_text') {
        throw refuse(`${file.name}：图文请用推送，其图片会上传到所选账户`);
      }
      const kindRefusal = accountCopyRefusal(medium, call, file.kind as 'image' | 'video');
      if (kindRefusal) throw refuse(`${file.name}：${kindRefusal}`);
    }

    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, medium));
    const outside = [source, ...targets].filter((id) => !scope.has(id));
    if (outside.length > 0) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: listed(outside) } });
    }

    const pushed = new Map(
      (await this.pushes.succeededOn(fileIds, medium, source)).map((p) => [p.fileId, p]),
    );
    const absent = files.filter((f) => !pushed.get(f.id)?.mediaFileId);
    if (absent.length > 0) {
      throw new AppError('MATERIAL_NOT_ON_ACCOUNT', {
        params: { advertiser: source, names: listed(absent.map((f) => f.name)) },
      });
    }

    const pairs = files.flatMap((file) => targets.map((target) => ({ file, target })));
    const pushTargets: PushTarget[] = pairs.map(({ file, target }) => ({
      fileId: file.id,
      md5: file.md5,
      medium,
      advertiserId: target,
    }));
    await this.pushes.markPushing(pushTargets, auth.userId, this.clock.now());
    const key = randomUUID();
    const { id } = await this.tasks.create<MaterialAccountCopyItemRequest>({
      type: MATERIAL_ACCOUNT_COPY_TASK,
      title: `${rule.name}：${files.length} 个素材到 ${targets.length} 个账户`,
      createdBy: auth.userId,
      params: { call, platform: medium, advertiser_id: source, file_id: fileIds, targets },
      items: pairs.map(({ file, target }) => {
        const record = pushed.get(file.id);
        return {
          request: {
            fileId: file.id,
            name: file.name,
            kind: file.kind as MaterialAccountCopyItemRequest['kind'],
            md5: file.md5,
            call,
            sourceAdvertiserId: source,
            sourceFileId: record?.mediaFileId ?? '',
            sourceMaterialId: record?.mediaMaterialId ?? record?.mediaFileId ?? '',
          },
          target: {
            medium,
            advertiserId: target,
            objectType: `${file.kind}_file`,
            objectId: null,
          },
          idempotencyKey: `${key}:${file.id}:${medium}:${target}`,
        };
      }),
    });
    return { task_id: id, item_count: pairs.length };
  }
}
