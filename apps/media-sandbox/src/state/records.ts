import type { Medium, Published, kuaishou, oceanengine, tencent } from '@toufang/media-wire';
import type { ObjectRecord } from './collection';

// The sandbox's own records. Money is kept in each medium's smallest wire unit
// (MEDIUM_MONEY_UNIT: 分 for Ocean Engine and Tencent, 厘 for Kuaishou) as integers.

/** The platform's developer app registered with a medium. */
export interface MediumApp {
  medium: Medium;
  appId: number;
  secret: string;
  name: string;
}

/** A legal entity (主体) owning advertisers. */
export interface Company {
  id: string;
  name: string;
}

/** A person who signs in on a medium's authorize page and grants advertisers to an app. */
export interface SandboxUser {
  username: string;
  password: string;
  displayName: string;
  /** The companies whose advertisers this user may grant (on every medium). */
  companyIds: string[];
}

/** Ordinary advertiser, 账号管家 / 商务管家 (manager), or agency; managers and agencies have children. */
export type AdvertiserRole = 'advertiser' | 'manager' | 'agency';

export interface AdvertiserRecord {
  medium: Medium;
  /** Ocean Engine / Kuaishou advertiser_id, Tencent account_id. */
  id: number;
  name: string;
  companyId: string;
  role: AdvertiserRole;
  /** The manager or agency account above this one. */
  parentId: number | null;
  /** Smallest wire unit of the medium. */
  balance: number;
  /** Smallest wire unit of the medium; 0 = unlimited. */
  dailyBudget: number;
  industry: { first: string; second: string };
  status: 'enabled' | 'disabled';
  /** Simulated epoch ms. */
  createdAt: number;
  /** Day budget changes of the natural day `day` (Tencent allows 5 a day). */
  budgetChanges?: { day: number; count: number };
}

/** One pass through an authorize page: who granted which advertisers to which app. */
export interface Grant {
  id: string;
  medium: Medium;
  appId: number;
  username: string;
  /** The advertisers ticked on the page; children of ticked managers/agencies are reached too. */
  advertiserIds: number[];
  scope: string[];
  redirectUri: string;
  createdAt: number;
}

export interface AuthCode {
  code: string;
  medium: Medium;
  appId: number;
  grantId: string;
  redirectUri: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface AccessTokenRecord {
  token: string;
  medium: Medium;
  appId: number;
  grantId: string;
  issuedAt: number;
  expiresAt: number;
}

export interface RefreshTokenRecord {
  token: string;
  medium: Medium;
  appId: number;
  grantId: string;
  issuedAt: number;
  expiresAt: number;
  /** Set when a rotating refresh (Ocean Engine, Kuaishou) replaced this token. */
  revokedAt: number | null;
}

/**
 * A search keyword of an Ocean Engine project (v3.0/keyword/create/, or the project's own), or of
 * a legacy v2 ad (2/keyword/create_v2/; `promotionId` the ad, `projectId` its campaign).
 */
export interface OceanEngineKeywordRecord {
  keywordId: number;
  advertiserId: number;
  projectId: bigint;
  promotionId?: bigint;
  keyword: oceanengine.Keyword;
}

/**
 * A native anchor made through the API, or a seeded one changed since (deleted): the seeded
 * catalogue of an advertiser reads through these by `anchor_id`.
 */
export interface OceanEngineAnchorRecord {
  anchorId: string;
  advertiserId: number;
  anchor: oceanengine.NativeAnchor;
}

/** A carousel made through the API, or a seeded one deleted since (`carousel` null). */
export interface OceanEngineCarouselRecord {
  id: number;
  advertiserId: number;
  carousel: oceanengine.Carousel | null;
}

/** A derived-creative config made through the API. */
export interface OceanEngineAutoGenerateConfigRecord {
  configId: number;
  advertiserId: number;
  createdAt: number;
  strategies: oceanengine.AutoGenerateConfigCreateRequest['strategy_data'];
}

/** Next id of an object kind (see ID_SEQUENCE_START). */
export interface Sequence {
  name: string;
  next: number | bigint;
}

/** A file in an Ocean Engine advertiser's library. */
export type OceanEngineMaterial =
  { kind: 'image'; image: oceanengine.ImageInfo } | { kind: 'video'; video: oceanengine.VideoInfo };

/**
 * A file uploaded to a Kuaishou or Tencent library (their libraries are otherwise read off the
 * creatives). Ocean Engine keeps its uploads in `oceanengine.materials`.
 */
export interface UploadedFileRecord {
  /** image_token or photo_id (Kuaishou), image_id or video_id (Tencent). */
  id: string;
  advertiserId: number;
  kind: 'image' | 'video';
  /** md5 of the bytes. */
  signature: string;
  /** As the file's header names it (png, jpeg, mp4 …). */
  format: string;
  size: number;
  width: number;
  height: number;
  durationMs: number;
  name: string;
  uploadedAt: number;
  /** When the medium has processed it (asynchronous video processing); uploadedAt otherwise. */
  readyAt: number;
  /** Kuaishou's picture type (pic_type) or video type. */
  type?: number;
}

/** An event-manager asset (事件管理 资产) as the create call described it. */
export interface OceanEngineEventAsset {
  asset_type: 'APP' | 'MINI_PROGRAME';
  asset_name: string;
  app_asset?: oceanengine.AppAsset;
  mini_program_asset?: oceanengine.MiniProgramAsset;
}

/**
 * An app in a medium's app centre as its create call described it (Ocean Engine 应用管理,
 * Kuaishou 应用中心, Tencent 推广目标); statuses and review verdicts are derived on every read
 * from the record's times (media/app-review.ts).
 */
export interface SandboxApp {
  platform: 'android' | 'ios';
  appName: string;
  packageName: string | null;
  downloadUrl: string | null;
  iconUrl: string | null;
  /** Kuaishou's 应用标记 (app_version); Tencent's store id (promoted_object_id). */
  label: string;
  privacyUrl: string | null;
}

/**
 * A Kuaishou sub-package (应用分包, modelled: media/kuaishou/sub-package-routes.ts): a channel id
 * written into a copy of an app's package. The record's `parentId` is the app; the build's state
 * is derived on every read from `buildStartedAt` and `builds` (the attempts so far).
 */
export interface KuaishouSubPackage {
  channelId: string;
  buildStartedAt: number;
  builds: number;
}

/** An uploaded avatar image; its id is also the URI the avatar is shown under. */
export interface OceanEngineAvatarImage {
  imageId: string;
  advertiserId: number;
  signature: string;
  format: string;
  size: number;
  width: number;
  height: number;
  uploadedAt: number;
}

/** One advertiser's avatar: the image in use and the latest submission with its verdict. */
export interface OceanEngineAvatar {
  advertiserId: number;
  /** The approved image in use before the latest submission was decided. */
  currentImageId: string | null;
  submission: {
    imageId: string;
    round: number;
    submittedAt: number;
    /** The verdict shows from then on. */
    dueAt: number;
    outcome: 'pass' | 'deny';
    reason: string | null;
  } | null;
}

/**
 * A project as stored: the wire object without what the engine derives on every read (statuses,
 * create/modify times from the record's timestamps).
 */
export type OceanEngineProjectWire = Omit<
  Published<oceanengine.Project>,
  'status' | 'status_first' | 'status_second' | 'project_create_time' | 'project_modify_time'
>;
export type OceanEnginePromotionWire = Omit<
  Published<oceanengine.Promotion>,
  | 'status'
  | 'status_first'
  | 'status_second'
  | 'promotion_create_time'
  | 'promotion_modify_time'
  | 'modify_time'
  | 'learning_phase'
>;
export type OceanEngineProjectRecord = ObjectRecord<OceanEngineProjectWire, bigint>;
export type OceanEnginePromotionRecord = ObjectRecord<OceanEnginePromotionWire, bigint>;
export type OceanEngineMaterialRecord = ObjectRecord<OceanEngineMaterial, bigint>;
export type OceanEngineEventAssetRecord = ObjectRecord<OceanEngineEventAsset>;
/** A track-url group of an app asset (parentId: the asset). */
export type OceanEngineTrackUrlGroup = Omit<oceanengine.TrackUrlGroup, 'track_url_group_id'>;
export type OceanEngineTrackUrlGroupRecord = ObjectRecord<OceanEngineTrackUrlGroup>;
/** An event of the medium's catalogue created on an asset, keyed `assetId:eventId`. */
export interface OceanEngineAssetEventRow {
  assetId: number;
  advertiserId: number;
  eventId: number;
  trackTypes: oceanengine.EventTrackType[];
  createdAt: number;
}
/**
 * A click the medium served on an app asset's track-url group: the click link was called with
 * `__CALLBACK_PARAM__` replaced by `callbackParam`, keyed by it.
 */
export interface OceanEngineClickRecord {
  callbackParam: string;
  clickId: string;
  advertiserId: number;
  assetId: number;
  trackUrlGroupId: number;
  clickedAt: number;
}
/** A conversion callback an event asset received, with the medium's verdict (联调 log). */
export interface OceanEngineConversionLogRecord {
  id: number;
  advertiserId: number;
  assetId: number;
  clickId: string;
  eventType: string;
  source: oceanengine.DebugLogSource;
  result: oceanengine.DebugLogResult;
  failReason: string | null;
  /** When the conversion happened, as the callback said. */
  eventTime: number | null;
  receivedAt: number;
}
/**
 * The media's objects as the sandbox stores them: the wire shapes with only published enum values
 * (the platform reads replies tolerantly; the simulator only ever writes what the media publish).
 */
export type KuaishouCampaignWire = Published<kuaishou.Campaign>;
export type KuaishouUnitWire = Published<kuaishou.Unit>;
export type KuaishouCreativeWire = Published<kuaishou.Creative>;
export type TencentAdgroupWire = Published<tencent.Adgroup>;
export type TencentDynamicCreativeWire = Published<tencent.DynamicCreative>;
/** A 用户行为数据源 of an account (the id is `user_action_set_id`). */
export type TencentUserActionSetWire = Omit<tencent.UserActionSet, 'user_action_set_id'>;
/** A 转化归因 of an account (parentId: its data source; the id is `conversion_id`). */
export type TencentConversionWire = Omit<tencent.Conversion, 'conversion_id'>;
/** A legacy v1.x campaign; budget_reach_date, last_modified_time and is_deleted are derived. */
export type TencentCampaignWire = Omit<
  Published<tencent.LegacyCampaign>,
  'budget_reach_date' | 'last_modified_time' | 'is_deleted'
>;
export type KuaishouCampaignRecord = ObjectRecord<KuaishouCampaignWire>;
export type KuaishouUnitRecord = ObjectRecord<KuaishouUnitWire>;
export type KuaishouCreativeRecord = ObjectRecord<KuaishouCreativeWire>;
export type TencentAdgroupRecord = ObjectRecord<TencentAdgroupWire>;
export type TencentDynamicCreativeRecord = ObjectRecord<TencentDynamicCreativeWire>;
export type TencentCampaignRecord = ObjectRecord<TencentCampaignWire>;
/**
 * A legacy adcreative not yet shown by an ad (v1.3 adcreatives/add; parentId: its campaign). An
 * ad made of it (ads/add) becomes a dynamic creative of the adgroup with the adcreative's id.
 */
export type TencentAdcreativeWire = Omit<tencent.AdcreativeAddRequest, 'account_id'> & {
  adcreative_id: number;
};
export type TencentAdcreativeRecord = ObjectRecord<TencentAdcreativeWire>;

/**
 * First id of each object kind, of the size the medium issues. Ocean Engine's project, promotion
 * and material ids have 19 digits, beyond 2^53: `bigint` here, JSON numbers with every digit on
 * the wire (`stringifyWireJson`). Its event assets and advertisers have 16 digits; Kuaishou's and
 * Tencent's object ids 9 to 10 (reference §0).
 */
export const ID_SEQUENCE_START = {
  'oceanengine.project': 7_310_000_000_000_000_001n,
  'oceanengine.promotion': 7_320_000_000_000_000_001n,
  'oceanengine.material': 7_330_000_000_000_000_001n,
  'oceanengine.eventAsset': 1_780_000_000_000_001,
  'oceanengine.app': 1_790_000_000_000_001,
  'oceanengine.trackUrlGroup': 1_800_000_000_000_001,
  'oceanengine.keyword': 9_100_000_001,
  'oceanengine.anchor': 7_000_000_000_000_001,
  'oceanengine.carousel': 5_800_000_001,
  'oceanengine.autoGenerateConfig': 8_900_000_001,
  'oceanengine.click': 6_100_000_000_000_001,
  'oceanengine.conversionLog': 6_200_000_001,
  'kuaishou.app': 400_000_001,
  'kuaishou.subPackage': 410_000_001,
  'tencent.promotedObject': 4_000_000_001,
  'kuaishou.campaign': 100_000_001,
  'kuaishou.unit': 200_000_001,
  'kuaishou.creative': 300_000_001,
  'tencent.campaign': 500_000_001,
  'tencent.adgroup': 1_000_000_001,
  'tencent.dynamicCreative': 2_000_000_001,
  'tencent.file': 3_000_000_001,
  'tencent.userActionSet': 1_110_000_001,
  'tencent.conversion': 1_120_000_001,
} as const;
export type SequenceName = keyof typeof ID_SEQUENCE_START;
/** The id type of an object kind: `bigint` where ids exceed 2^53. */
export type SequenceId<N extends SequenceName> = (typeof ID_SEQUENCE_START)[N] extends bigint
  ? bigint
  : number;
