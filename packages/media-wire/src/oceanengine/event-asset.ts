import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema, queryJson, queryNumber } from '../query';
import { DateSchema, DateTimeSchema, PageInfoSchema } from './envelope';

// 事件管理 assets (oceanengine/ad_open_sdk_go models event_manager_assets_create_v2_*,
// tools_event_all_assets_list_v2_*, tools_event_all_assets_detail_v2_*): an asset is what
// conversion tracking hangs on. POST 2/event_manager/assets/create/ creates one in an advertiser;
// GET 2/tools/event/all_assets/list/ lists them (page_size ≤ 100, asset_ids ≤ 100) and
// GET 2/tools/event/all_assets/detail/ reads up to 50 with their app / mini-program fields.

export const EventAssetTypeSchema = z.enum([
  'APP',
  'TETRIS_EXTERNAL',
  'THIRD_EXTERNAL',
  'MINI_PROGRAME',
  'OFFLINE_EVENT',
  'OTHER',
  'QUICK_APP',
]);
export type EventAssetType = z.infer<typeof EventAssetTypeSchema>;

/** `Android` and `IOS` are spelled so on the wire. */
export const AppAssetAppTypeSchema = z.enum(['Android', 'IOS']);
export type AppAssetAppType = z.infer<typeof AppAssetAppTypeSchema>;

/** 字节小程序 / 字节小游戏 (the create call knows no other mini-program types). */
export const MiniProgramTypeSchema = z.enum(['BYTE_APP', 'BYTE_GAME']);
export type MiniProgramType = z.infer<typeof MiniProgramTypeSchema>;

/** Limits the official SDK documents on the create call. */
export const EVENT_ASSET_LIMITS = {
  appNameMax: 125,
  packageNameMax: 140,
  listPageSizeMax: 100,
  listIdsMax: 100,
  detailIdsMax: 50,
} as const;

const httpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, '应为 http 或 https 链接');

/** `app_asset`: Android apps also need their app_id and 母包 package_id. */
export const AppAssetSchema = z
  .object({
    name: z.string().min(1).max(EVENT_ASSET_LIMITS.appNameMax),
    package_name: z.string().min(1).max(EVENT_ASSET_LIMITS.packageNameMax),
    download_url: httpUrl,
    app_type: AppAssetAppTypeSchema,
    app_id: IdSchema.optional(),
    package_id: z.string().min(1).max(64).optional(),
    app_create_type: z.enum(['NORMAL', 'UG']).optional(),
  })
  .refine(
    (a) => a.app_type !== 'Android' || (a.app_id !== undefined && a.package_id !== undefined),
    { message: 'Android应用的app_id和package_id为必填', path: ['app_id'] },
  );
export type AppAsset = z.infer<typeof AppAssetSchema>;

/** `mini_program_asset`: the mini-program's AppID, its name and its instance (资产) id. */
export const MiniProgramAssetSchema = z.object({
  mini_program_id: z.string().min(1).max(64),
  mini_program_name: z.string().min(1).max(EVENT_ASSET_LIMITS.appNameMax),
  instance_id: IdSchema,
  mini_program_type: MiniProgramTypeSchema,
});
export type MiniProgramAsset = z.infer<typeof MiniProgramAssetSchema>;

/** POST 2/event_manager/assets/create/ */
export const EventAssetCreateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    asset_type: EventAssetTypeSchema,
    app_asset: AppAssetSchema.optional(),
    mini_program_asset: MiniProgramAssetSchema.optional(),
  })
  .refine((r) => r.asset_type !== 'APP' || r.app_asset !== undefined, {
    message: 'asset_type为APP时，app_asset为必填',
    path: ['app_asset'],
  })
  .refine((r) => r.asset_type !== 'MINI_PROGRAME' || r.mini_program_asset !== undefined, {
    message: 'asset_type为MINI_PROGRAME时，mini_program_asset为必填',
    path: ['mini_program_asset'],
  });
export type EventAssetCreateRequest = z.infer<typeof EventAssetCreateRequestSchema>;

export const EventAssetCreateDataSchema = z.object({ asset_id: z.number().int().positive() });
export type EventAssetCreateData = z.infer<typeof EventAssetCreateDataSchema>;

export const AssetShareTypeSchema = z.enum(['MY_CREATIONS', 'SHARING', 'SHATE_EXPIRED']);

const AssetTypeReplySchema = replyEnum('oceanengine.event_asset.asset_type', EventAssetTypeSchema);

/** GET 2/tools/event/all_assets/list/ — deleted assets are never listed. */
export const AllAssetsListRequestSchema = z.object({
  advertiser_id: IdSchema,
  filtering: queryJson(
    z
      .object({
        asset_ids: z.array(IdSchema).min(1).max(EVENT_ASSET_LIMITS.listIdsMax).optional(),
        asset_type: EventAssetTypeSchema.optional(),
        modify_start_time: DateSchema.optional(),
        modify_end_time: DateSchema.optional(),
      })
      .refine(
        (f) => (f.modify_start_time === undefined) === (f.modify_end_time === undefined),
        '开始时间和结束时间必须同时传入',
      ),
  ).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(
    z.number().int().min(1).max(EVENT_ASSET_LIMITS.listPageSizeMax),
  ).optional(),
});
export type AllAssetsListRequest = z.infer<typeof AllAssetsListRequestSchema>;

export const AssetListItemSchema = z.object({
  asset_id: z.number().int(),
  asset_name: z.string(),
  asset_type: AssetTypeReplySchema,
  share_type: replyEnum('oceanengine.event_asset.share_type', AssetShareTypeSchema).optional(),
  create_time: DateTimeSchema,
  modify_time: DateTimeSchema,
});
export type AssetListItem = z.infer<typeof AssetListItemSchema>;

export const AllAssetsListDataSchema = z.object({
  asset_list: z.array(AssetListItemSchema),
  page_info: PageInfoSchema,
});
export type AllAssetsListData = z.infer<typeof AllAssetsListDataSchema>;

/** GET 2/tools/event/all_assets/detail/?asset_ids=[…] (1–50 ids) */
export const AllAssetsDetailRequestSchema = z.object({
  advertiser_id: IdSchema,
  asset_ids: queryJson(z.array(IdSchema).min(1).max(EVENT_ASSET_LIMITS.detailIdsMax)),
});
export type AllAssetsDetailRequest = z.infer<typeof AllAssetsDetailRequestSchema>;

/** App fields come with APP assets, micro_app_* with MINI_PROGRAME ones. */
export const AssetDetailSchema = z.object({
  asset_id: z.number().int(),
  asset_name: z.string(),
  asset_type: AssetTypeReplySchema,
  app_id: z.number().int().optional(),
  app_name: z.string().optional(),
  app_type: replyEnum('oceanengine.event_asset.app_type', AppAssetAppTypeSchema).optional(),
  download_url: z.string().optional(),
  package_id: z.string().optional(),
  package_name: z.string().optional(),
  micro_app_id: z.string().optional(),
  micro_app_instance_id: z.number().int().optional(),
});
export type AssetDetail = z.infer<typeof AssetDetailSchema>;

export const AllAssetsDetailDataSchema = z.object({ asset_list: z.array(AssetDetailSchema) });
export type AllAssetsDetailData = z.infer<typeof AllAssetsDetailDataSchema>;
