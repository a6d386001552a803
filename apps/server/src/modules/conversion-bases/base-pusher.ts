import type { BasePushEvent } from '@toufang/contracts';
import type { TokenSource } from '../../media/http/token-provider';

/** What one account gets of a base: the app, its links, and the conversions to make. */
export interface BasePushRequest {
  baseId: number;
  medium: 'bytedance';
  name: string;
  platform: 'android' | 'ios';
  packageName: string;
  downloadUrl: string;
  clickUrl: string;
  impressionUrl: string | null;
  /** Android: the app's ids in the account's app centre. */
  appId: string | null;
  packageId: string | null;
  /** The medium's event types to make on the asset. */
  eventTypes: string[];
}

export interface PushedObjects {
  assetId: string;
  trackUrlGroupId: string;
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
    progress: (ids: { assetId?: string; trackUrlGroupId?: string }) => Promise<void>,
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
