import { MEDIA, type Medium } from '@toufang/media-wire';
import type { SimAccount } from '../sim/model';
import { SeriesStore } from '../sim/series-store';
import { Collection, ObjectCollection, type CollectionHooks } from './collection';
import {
  ID_SEQUENCE_START,
  type AccessTokenRecord,
  type AdvertiserRecord,
  type AuthCode,
  type Company,
  type Grant,
  type MediumApp,
  type RefreshTokenRecord,
  type SandboxUser,
  type Sequence,
  type SequenceId,
  type SequenceName,
  type OceanEngineAvatar,
  type OceanEngineAvatarImage,
  type OceanEngineAnchorRecord,
  type OceanEngineAutoGenerateConfigRecord,
  type OceanEngineCarouselRecord,
  type OceanEngineKeywordRecord,
  type OceanEngineEventAsset,
  type OceanEngineAssetEventRow,
  type OceanEngineClickRecord,
  type OceanEngineConversionLogRecord,
  type OceanEngineTrackUrlGroup,
  type SandboxApp,
  type KuaishouSubPackage,
  type OceanEngineMaterial,
  type OceanEngineProjectWire,
  type OceanEnginePromotionWire,
  type KuaishouCampaignWire,
  type KuaishouCreativeWire,
  type KuaishouUnitWire,
  type TencentAdgroupWire,
  type TencentCampaignWire,
  type TencentAdcreativeWire,
  type TencentDynamicCreativeWire,
  type TencentConversionWire,
  type TencentUserActionSetWire,
  type UploadedFileRecord,
} from './records';

/** Bumped when a record shape changes incompatibly; an older snapshot is then reseeded. */
export const SNAPSHOT_VERSION = 3;

export interface StateSnapshot {
  version: number;
  seed: string;
  /** Simulated minus real time when the snapshot was taken. */
  clockOffsetMs: number;
  collections: Record<string, unknown[]>;
}

/** What snapshots, summaries and reset need of any collection. */
export interface StoredCollection {
  readonly name: string;
  readonly size: number;
  toJSON(): unknown[];
  load(items: readonly never[]): void;
}

const advertisers = (medium: Medium, hooks: CollectionHooks) =>
  new Collection<AdvertiserRecord, number>(`${medium}.advertisers`, (a) => a.id, hooks);

/**
 * All sandbox state: shared OAuth records, then per medium its advertisers and delivery objects.
 * A new collection is added here and in `all()`; snapshots pick it up by name.
 */
export class SandboxState {
  readonly apps: Collection<MediumApp, string>;
  readonly companies: Collection<Company, string>;
  readonly users: Collection<SandboxUser, string>;
  readonly grants: Collection<Grant, string>;
  readonly authCodes: Collection<AuthCode, string>;
  readonly accessTokens: Collection<AccessTokenRecord, string>;
  readonly refreshTokens: Collection<RefreshTokenRecord, string>;
  readonly sequences: Collection<Sequence, string>;
  readonly oceanengine: {
    advertisers: Collection<AdvertiserRecord, number>;
    projects: ObjectCollection<OceanEngineProjectWire, bigint>;
    promotions: ObjectCollection<OceanEnginePromotionWire, bigint>;
    materials: ObjectCollection<OceanEngineMaterial, bigint>;
    eventAssets: ObjectCollection<OceanEngineEventAsset>;
    trackUrlGroups: ObjectCollection<OceanEngineTrackUrlGroup>;
    assetEvents: Collection<OceanEngineAssetEventRow, string>;
    /** Clicks served on track-url groups, by callback value. */
    clicks: Collection<OceanEngineClickRecord, string>;
    /** Conversion callbacks received per event asset (联调 log). */
    conversionLogs: Collection<OceanEngineConversionLogRecord, number>;
    apps: ObjectCollection<SandboxApp>;
    avatarImages: Collection<OceanEngineAvatarImage, string>;
    avatars: Collection<OceanEngineAvatar, number>;
    keywords: Collection<OceanEngineKeywordRecord, number>;
    anchors: Collection<OceanEngineAnchorRecord, string>;
    carousels: Collection<OceanEngineCarouselRecord, number>;
    autoGenerateConfigs: Collection<OceanEngineAutoGenerateConfigRecord, number>;
  };
  readonly kuaishou: {
    advertisers: Collection<AdvertiserRecord, number>;
    campaigns: ObjectCollection<KuaishouCampaignWire>;
    units: ObjectCollection<KuaishouUnitWire>;
    creatives: ObjectCollection<KuaishouCreativeWire>;
    files: Collection<UploadedFileRecord, string>;
    apps: ObjectCollection<SandboxApp>;
    subPackages: ObjectCollection<KuaishouSubPackage>;
  };
  readonly tencent: {
    advertisers: Collection<AdvertiserRecord, number>;
    /** Legacy v1.x campaigns: level 1 of the Tencent world, unseen by v3 reads. */
    campaigns: ObjectCollection<TencentCampaignWire>;
    adgroups: ObjectCollection<TencentAdgroupWire>;
    dynamicCreatives: ObjectCollection<TencentDynamicCreativeWire>;
    /** Legacy adcreatives no ad shows yet (v1.3 adcreatives/add). */
    adcreatives: ObjectCollection<TencentAdcreativeWire>;
    files: Collection<UploadedFileRecord, string>;
    promotedObjects: ObjectCollection<SandboxApp>;
    userActionSets: ObjectCollection<TencentUserActionSetWire>;
    conversions: ObjectCollection<TencentConversionWire>;
  };
  /** The delivery engine's per-advertiser clocks and every medium's hourly rows. */
  readonly sim: {
    accounts: Collection<SimAccount, string>;
    series: Record<Medium, SeriesStore>;
  };
  seed = '';

  constructor(hooks: CollectionHooks) {
    this.apps = new Collection('apps', (a) => appKey(a.medium, a.appId), hooks);
    this.companies = new Collection('companies', (c) => c.id, hooks);
    this.users = new Collection('users', (u) => u.username, hooks);
    this.grants = new Collection('grants', (g) => g.id, hooks);
    this.authCodes = new Collection('authCodes', (c) => c.code, hooks);
    this.accessTokens = new Collection('accessTokens', (t) => t.token, hooks);
    this.refreshTokens = new Collection('refreshTokens', (t) => t.token, hooks);
    this.sequences = new Collection('sequences', (s) => s.name, hooks);
    this.oceanengine = {
      advertisers: advertisers('oceanengine', hooks),
      projects: new ObjectCollection('oceanengine.projects', hooks),
      promotions: new ObjectCollection('oceanengine.promotions', hooks),
      materials: new ObjectCollection('oceanengine.materials', hooks),
      eventAssets: new ObjectCollection('oceanengine.eventAssets', hooks),
      trackUrlGroups: new ObjectCollection('oceanengine.trackUrlGroups', hooks),
      assetEvents: new Collection(
        'oceanengine.assetEvents',
        (e) => `${e.assetId}:${e.eventId}`,
        hooks,
      ),
      clicks: new Collection('oceanengine.clicks', (c) => c.callbackParam, hooks),
      conversionLogs: new Collection('oceanengine.conversionLogs', (l) => l.id, hooks),
      apps: new ObjectCollection('oceanengine.apps', hooks),
      avatarImages: new Collection('oceanengine.avatarImages', (i) => i.imageId, hooks),
      avatars: new Collection('oceanengine.avatars', (a) => a.advertiserId, hooks),
      keywords: new Collection('oceanengine.keywords', (k) => k.keywordId, hooks),
      anchors: new Collection('oceanengine.anchors', (a) => a.anchorId, hooks),
      carousels: new Collection('oceanengine.carousels', (c) => c.id, hooks),
      autoGenerateConfigs: new Collection(
        'oceanengine.autoGenerateConfigs',
        (c) => c.configId,
        hooks,
      ),
    };
    this.kuaishou = {
      advertisers: advertisers('kuaishou', hooks),
      campaigns: new ObjectCollection('kuaishou.campaigns', hooks),
      units: new ObjectCollection('kuaishou.units', hooks),
      creatives: new ObjectCollection('kuaishou.creatives', hooks),
      files: new Collection('kuaishou.files', (f) => f.id, hooks),
      apps: new ObjectCollection('kuaishou.apps', hooks),
      subPackages: new ObjectCollection('kuaishou.subPackages', hooks),
    };
    this.tencent = {
      advertisers: advertisers('tencent', hooks),
      campaigns: new ObjectCollection('tencent.campaigns', hooks),
      adgroups: new ObjectCollection('tencent.adgroups', hooks),
      dynamicCreatives: new ObjectCollection('tencent.dynamicCreatives', hooks),
      adcreatives: new ObjectCollection('tencent.adcreatives', hooks),
      files: new Collection('tencent.files', (f) => f.id, hooks),
      promotedObjects: new ObjectCollection('tencent.promotedObjects', hooks),
      userActionSets: new ObjectCollection('tencent.userActionSets', hooks),
      conversions: new ObjectCollection('tencent.conversions', hooks),
    };
    this.sim = {
      accounts: new Collection('sim.accounts', (a) => a.key, hooks),
      series: Object.fromEntries(
        MEDIA.map((m) => [m, new SeriesStore(`sim.${m}.series`, hooks)]),
      ) as Record<Medium, SeriesStore>,
    };
  }

  /** Every collection, for snapshots, summaries and reset. */
  all(): StoredCollection[] {
    return [
      this.apps,
      this.companies,
      this.users,
      this.grants,
      this.authCodes,
      this.accessTokens,
      this.refreshTokens,
      this.sequences,
      ...Object.values(this.oceanengine),
      ...Object.values(this.kuaishou),
      ...Object.values(this.tencent),
      this.sim.accounts,
      ...Object.values(this.sim.series),
    ];
  }

  advertisers(medium: Medium): Collection<AdvertiserRecord, number> {
    return this[medium].advertisers;
  }

  app(medium: Medium, appId: number): Readonly<MediumApp> | undefined {
    return this.apps.find(appKey(medium, appId));
  }

  /** Allocates the next id of an object kind. */
  nextId<N extends SequenceName>(name: N): SequenceId<N> {
    const current = this.sequences.find(name)?.next ?? ID_SEQUENCE_START[name];
    this.sequences.put({ name, next: typeof current === 'bigint' ? current + 1n : current + 1 });
    return current as SequenceId<N>;
  }

  /** Record counts per collection. */
  summary(): Record<string, number> {
    return Object.fromEntries(this.all().map((c) => [c.name, c.size]));
  }

  clear(): void {
    for (const collection of this.all()) collection.load([]);
  }

  snapshot(clockOffsetMs: number): StateSnapshot {
    return {
      version: SNAPSHOT_VERSION,
      seed: this.seed,
      clockOffsetMs,
      collections: Object.fromEntries(this.all().map((c) => [c.name, c.toJSON()])),
    };
  }

  restore(snapshot: StateSnapshot): void {
    this.seed = snapshot.seed;
    for (const collection of this.all()) {
      collection.load((snapshot.collections[collection.name] ?? []) as never[]);
    }
  }
}

export function appKey(medium: Medium, appId: number): string {
  return `${medium}:${appId}`;
}
