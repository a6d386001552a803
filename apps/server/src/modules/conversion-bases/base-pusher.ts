import type { BasePushEvent, BasePushMedium, MiniProgramType } from '@toufang/contracts';
import type { TokenSource } from '../../media/http/token-provider';

/**
 * What one account gets of a base: the app (or the mini program), its links, and the conversions
 * to make.
 */
export interface BasePushRequest {
  baseId: number;
  medium: BasePushMedium;
  /** `app` when left out (pushes queued before mini programs were pushed). */
  kind?: 'app' | 'mini_program';
  /** A mini-program base's 抖音小程序 / 小游戏. */
  miniProgram?: { type: MiniProgramType; id: string } | null;
  name: string;
  platform: 'android' | 'ios';
  packageName: string;
  downloadUrl: string;
  clickUrl: string;
  impressionUrl: string | null;
  /** The app's id in the account's app centre (Ocean Engine: Android only; Tencent: store id). */
  appId: string | null;
  packageId: string | null;
  /** The medium's event types (Tencent: optimization goals) to make on the asset. */
  eventTypes: string[];
}

export interface PushedObjects {
  /** Ocean Engine 事件资产; Tencent 用户行为数据源. */
  assetId: string;
  /** Ocean Engine 监测链接组; null where the medium or the kind has none (Tencent, mini programs). */
  trackUrlGroupId: string | null;
  events: BasePushEvent[];
}

/** The ids an earlier attempt or push left for the account. */
export interface KnownIds {
  assetId: string | null;
  trackUrlGroupId: string | null;
}

/** A medium's part of a push: making its objects, and finding them again without writing. */
export interface BasePusher {
  limiterKeys(advertiserId: string): string[];
  /**
   * Makes what is missing and reuses what exists (idempotent); `progress` keeps each id as soon as
   * the medium has it. Media errors are thrown as they come.
   */
  push(
    token: TokenSource,
    advertiserId: string,
    request: BasePushRequest,
    known: KnownIds,
    progress: (ids: {
      assetId?: string;
      trackUrlGroupId?: string;
      events?: BasePushEvent[];
    }) => Promise<void>,
  ): Promise<PushedObjects>;
  /** Every object found on the medium, or null when any is missing. Reads only. */
  read(
    token: TokenSource,
    advertiserId: string,
    request: BasePushRequest,
    known: KnownIds,
  ): Promise<PushedObjects | null>;
}

/** A push step the medium would not do, with the reason to show for the account. */
export class PushRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
