import type { AdvertiserRole, MaterialType, Medium } from '../lib/media-mirror';
import type { Clock } from '../lib/clock';
import type { MediaClient } from './http/media-client';
import type { TokenSet, TokenSource } from './http/token-provider';

// The platform's view of a medium, in domain terms (ARCHITECTURE §6): ids as
// strings, money in integer 分. Wire types stay inside each medium's folder. The object, report and
// write capabilities join this interface as they are built.

export type { TokenSet };

/** What an authorization code is exchanged for. */
export interface TokenGrant extends TokenSet {
  /** The accounts ticked on the authorize page (children are listed by `listAuthorizedAdvertisers`). */
  grantedAdvertiserIds: string[];
  scope: string[];
}

/** One account a grant reaches. */
export interface MediaAdvertiser {
  id: string;
  name: string;
  role: AdvertiserRole;
  /** The agency or manager (账号管家) account it sits under, when the grant reached it that way. */
  parentId: string | null;
  company: string | null;
}

export interface AccountFunds {
  advertiserId: string;
  /** Total balance in 分. */
  balanceFen: number;
}

/** A file to put in an advertiser's library on a medium. */
export interface UploadFile {
  name: string;
  contentType: string;
  /** The bytes in all, and their md5 (the medium's signature), known before they are read. */
  size: number;
  md5: string;
  /** The bytes as a stream, opened when the upload is sent (again on a retry): never held whole. */
  open(): Promise<AsyncIterable<Uint8Array>>;
  /** An image's frame as the library measured it (Kuaishou's picture type); null when unknown. */
  width?: number | null;
  height?: number | null;
  /** How a video is meant to be shown, where the medium asks (Kuaishou `type` 1 竖版, 2 横版). */
  orientation?: 'vertical' | 'horizontal';
}

/** A file as the medium stored it. */
export interface UploadedMaterial {
  type: MaterialType;
  /**
   * What creatives reference: Ocean Engine image id / video_id, Kuaishou image_token / photo_id,
   * Tencent image_id / video_id (a 19-digit number on Kuaishou: text).
   */
  fileId: string;
  /** What reports name the file by: Ocean Engine's material_id, the file id elsewhere. */
  materialId: string;
  md5: string;
  width: number | null;
  height: number | null;
  sizeBytes: number | null;
  url: string | null;
  /** False while the medium still processes the video (Kuaishou async upload, Tencent transcoding). */
  ready: boolean;
}

/** Uploads to an advertiser's library (the material library, spec 002). */
export interface MediaUploads {
  /** The rate-limit buckets one upload of this kind for the advertiser draws from. */
  uploadLimiterKeys(kind: MaterialType, advertiserId: string): string[];
  uploadImage(
    token: TokenSource,
    advertiserId: string,
    file: UploadFile,
  ): Promise<UploadedMaterial>;
  uploadVideo(
    token: TokenSource,
    advertiserId: string,
    file: UploadFile,
  ): Promise<UploadedMaterial>;
}

export interface MediaAdapter extends MediaUploads {
  readonly medium: Medium;
  /** The medium's authorize page for this app (spec 000 §2 `/auth/transfer`). */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the callback's code (single use). */
  exchangeCode(code: string, redirectUri: string): Promise<TokenGrant>;
  /** New tokens; throws `ReauthorizeRequired` when the medium refuses the refresh token. */
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Every account the grant reaches, children of agency and manager accounts included. */
  listAuthorizedAdvertisers(token: TokenSource): Promise<MediaAdvertiser[]>;
  getAccountFunds(token: TokenSource, advertiserIds: readonly string[]): Promise<AccountFunds[]>;
}

/** The OAuth and account side of an adapter, without the uploads. */
export type MediaOauth = Omit<MediaAdapter, keyof MediaUploads>;

export interface AdapterDeps {
  client: MediaClient;
  clock?: Clock;
}
