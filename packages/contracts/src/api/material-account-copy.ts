import { z } from 'zod';
import { IdSchema } from './common';
import { MediumKeySchema } from './media-auth';
import type { MaterialPushItemRequest } from './material-push';

// Copying files already pushed to one media account into other accounts of the same medium
// (spec 002 §7 `material/bind`, `material/share`), as one task of one item per (file, target
// account). Each medium's call and limits are packages/domain materials/account-copy.ts; the
// bounds here are the widest of them.

/** The task type a copy runs as (ARCHITECTURE §6). */
export const MATERIAL_ACCOUNT_COPY_TASK = 'material.account.copy';

export const MATERIAL_ACCOUNT_COPY_LIMITS = { filesMax: 50, targetsMax: 50 } as const;

const AdvertiserIdSchema = z
  .string('请选择账户')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字');

export const MaterialAccountCopyBodySchema = z.object({
  platform: MediumKeySchema,
  /** The account the files were pushed to, whose copies are sent on. */
  advertiser_id: AdvertiserIdSchema,
  file_id: z
    .array(IdSchema, '请选择素材')
    .min(1, '请至少选择一个素材')
    .max(
      MATERIAL_ACCOUNT_COPY_LIMITS.filesMax,
      `一次最多复制 ${MATERIAL_ACCOUNT_COPY_LIMITS.filesMax} 个素材`,
    ),
  target_advertiser_ids: z
    .array(AdvertiserIdSchema, '请选择目标账户')
    .min(1, '请至少选择一个目标账户')
    .max(
      MATERIAL_ACCOUNT_COPY_LIMITS.targetsMax,
      `一次最多复制到 ${MATERIAL_ACCOUNT_COPY_LIMITS.targetsMax} 个账户`,
    ),
});
export type MaterialAccountCopyBody = z.infer<typeof MaterialAccountCopyBodySchema>;

export interface MaterialAccountCopyAnswer {
  task_id: number;
  /** (file, target account) pairs queued. */
  item_count: number;
}

/** One item's request in the copy task: the file as the source account keeps it. */
export interface MaterialAccountCopyItemRequest extends Pick<
  MaterialPushItemRequest,
  'fileId' | 'name' | 'kind' | 'md5'
> {
  call: 'bind' | 'share';
  sourceAdvertiserId: string;
  /** The source account's ids of the file (what creatives reference, what reports name). */
  sourceFileId: string;
  sourceMaterialId: string;
}
