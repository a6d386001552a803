import { z } from 'zod';
import { replyEnum } from '../reply-enum';

// Numeric enums of campaigns, units and creatives (reference §2.6, §2.7;
// bububa model/dsp/campaign, unit, creative; Kuaishou documentIds 2568, 2572, 2582, see
// docs/media-wire/kuaishou.md). Requests take the strict schemas; replies take the `Reply` twins
// (reply-enum.ts), which keep a value the documentation does not list instead of failing the call.

/** The switch: 1 投放 / 2 暂停 / 3 删除 (3 on a campaign deletes its units and creatives). */
export const PutStatusSchema = z.literal([1, 2, 3]);
export type PutStatus = z.infer<typeof PutStatusSchema>;
export const PutStatusReplySchema = replyEnum('kuaishou.put_status', PutStatusSchema);

export const CampaignStatusSchema = z.literal([-2, 1, 3, 4, 5, 6]);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;
export const CampaignStatusReplySchema = replyEnum(
  'kuaishou.campaign_status',
  CampaignStatusSchema,
);

/** documentId 2572 (version 0.0.9) adds 10 广告组已删除 to bububa's set. */
export const UnitStatusSchema = z.literal([-1, 1, 3, 6, 10, 11, 12, 14, 15, 17, 19, 20, 22]);
export type UnitStatus = z.infer<typeof UnitStatusSchema>;
export const UnitStatusReplySchema = replyEnum('kuaishou.unit_status', UnitStatusSchema);

export const CreativeStatusSchema = z.literal([
  -1, 1, 3, 6, 11, 12, 14, 15, 17, 19, 40, 41, 42, 46, 52, 53, 54, 55,
]);
export type CreativeStatus = z.infer<typeof CreativeStatusSchema>;
export const CreativeStatusReplySchema = replyEnum(
  'kuaishou.creative_status',
  CreativeStatusSchema,
);

/** Unit list filter `review_status_list`: 1 待审核, 2 审核通过, 3 审核失败, 7 待送审. */
export const ReviewStatusSchema = z.literal([1, 2, 3, 7]);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;
export const ReviewStatusReplySchema = replyEnum('kuaishou.review_status', ReviewStatusSchema);

/** 1 学习中, 2 成功, 3 失败. */
export const StudyStatusSchema = z.literal([1, 2, 3]);
export type StudyStatus = z.infer<typeof StudyStatusSchema>;
export const StudyStatusReplySchema = replyEnum('kuaishou.study_status', StudyStatusSchema);

/** 2 提升应用安装, 3 电商下单, 4 品牌活动, 5 销售线索, 7 应用活跃, 9 商品库, 16 粉丝/直播, 19 小程序, 30 短剧, 32 微信小程序/小游戏. */
export const CampaignTypeSchema = z.literal([2, 3, 4, 5, 7, 9, 16, 19, 30, 32]);
export type CampaignType = z.infer<typeof CampaignTypeSchema>;
export const CampaignTypeReplySchema = replyEnum('kuaishou.campaign_type', CampaignTypeSchema);

/** 0 信息流 / 1 搜索. */
export const AdTypeSchema = z.literal([0, 1]);
export type AdType = z.infer<typeof AdTypeSchema>;
export const AdTypeReplySchema = replyEnum('kuaishou.ad_type', AdTypeSchema);

/** Campaign bid_type: 0 默认 / 1 最大转化 (immutable). */
export const CampaignBidTypeSchema = z.literal([0, 1]);
export type CampaignBidType = z.infer<typeof CampaignBidTypeSchema>;
export const CampaignBidTypeReplySchema = replyEnum(
  'kuaishou.campaign_bid_type',
  CampaignBidTypeSchema,
);

/** Unit bid_type: 1 CPM, 2 CPC, 6 OCPC/OCPX, 10 OCPM, 20 eCPC. */
export const UnitBidTypeSchema = z.literal([1, 2, 6, 10, 20]);
export type UnitBidType = z.infer<typeof UnitBidTypeSchema>;
export const UnitBidTypeReplySchema = replyEnum('kuaishou.unit_bid_type', UnitBidTypeSchema);

/** 4 自定义, 7 程序化 2.0. */
export const UnitTypeSchema = z.literal([4, 7]);
export type UnitType = z.infer<typeof UnitTypeSchema>;
export const UnitTypeReplySchema = replyEnum('kuaishou.unit_type', UnitTypeSchema);

/** 1 竖版视频, 2 横版视频, 5 竖图, 6 横图, 9 小图, 10 组图, 11 开屏视频, 12 开屏图片. */
export const CreativeMaterialTypeSchema = z.literal([1, 2, 5, 6, 9, 10, 11, 12]);
export type CreativeMaterialType = z.infer<typeof CreativeMaterialTypeSchema>;
/**
 * As creative lists answer it: the creatable types plus 0 (历史创意未作区分) and 3 (后贴片单图,
 * withdrawn) of documentId 2582.
 */
export const LISTED_CREATIVE_MATERIAL_TYPES = [0, 1, 2, 3, 5, 6, 9, 10, 11, 12] as const;
export type ListedCreativeMaterialType = (typeof LISTED_CREATIVE_MATERIAL_TYPES)[number];
export const CreativeMaterialTypeReplySchema = replyEnum(
  'kuaishou.creative_material_type',
  z.literal(LISTED_CREATIVE_MATERIAL_TYPES),
);
