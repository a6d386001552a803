import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema } from '../query';
import { listDataSchema, PagingRequestSchema } from './envelope';

// 魔力建站 landing pages (DOC 3029, 魔力建站落地页信息查询接口, 0.0.3, 2025-07-21):
// POST v2/lp/page/list finds an advertiser's pages by exact id or fuzzy name (`select`), by the
// components they hold (`view_comps`, e.g. 7 应用下载) and other keys, paged, answering
// `{total_count, details[]}`. A page's unit site id (`site_id` of a unit, `web_uri_type` 2) is its
// `id`.

/** `audit_status`: 1 草稿, 2 审核中, 3 审核通过, 4 审核拒绝. */
export const MagicSiteAuditStatusSchema = z.literal([1, 2, 3, 4]);
export type MagicSiteAuditStatus = z.infer<typeof MagicSiteAuditStatusSchema>;

/** POST v2/lp/page/list */
export const MagicSitePageListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  page_component_type: z.array(z.number().int()).optional(),
  /** The page types the name as Long; names are text, so text is sent. */
  page_name: z.string().optional(),
  view_comps: z.array(z.number().int()).optional(),
  component_ref_ids: z.array(z.string()).optional(),
  fiction_ids: z.array(z.string()).optional(),
  is_page_group: z.boolean().optional(),
  /** A page id (exact) or part of a name. */
  select: z.string().optional(),
});
export type MagicSitePageListRequest = z.infer<typeof MagicSitePageListRequestSchema>;

/** One component of a page (`comps[]`): `type` and `sub_type` per the page's table. */
export const MagicSiteComponentSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  sub_type: z.number().int().optional(),
  name: z.string().optional(),
});

export const MagicSitePageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  audit_status: replyEnum('kuaishou.magic_site.audit_status', MagicSiteAuditStatusSchema),
  cover_img_url: z.string().optional(),
  page_component_type: z.array(z.number().int()).optional(),
  biz_type: z.number().int().optional(),
  fiction_id: z.number().int().optional(),
  conversion_type: z.array(z.string()).optional(),
  comps: z.array(MagicSiteComponentSchema).optional(),
  create_time: z.string(),
  update_time: z.string().optional(),
});
export type MagicSitePage = z.input<typeof MagicSitePageSchema>;

export const MagicSitePageListDataSchema = listDataSchema(MagicSitePageSchema);
export type MagicSitePageListData = z.input<typeof MagicSitePageListDataSchema>;
