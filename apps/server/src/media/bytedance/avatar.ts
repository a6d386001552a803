import { lookupEnum, oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { numericId } from '../oauth-support';

// Ocean Engine advertiser avatars in domain terms (media-wire oceanengine/avatar.ts): upload an
// image for one advertiser (multipart, signed with its md5), submit it for review, read the review.
// The review is asynchronous: a submission is answered at once and decided later.

const MEDIUM = 'bytedance' as const;

export const AVATAR_ENDPOINTS = {
  upload: { method: 'POST', path: '2/advertiser/avatar/upload/' },
  submit: { method: 'POST', path: '2/advertiser/avatar/submit/' },
  get: { method: 'GET', path: '2/advertiser/avatar/get/' },
} as const;

export type AvatarReviewStatus = 'not_set' | 'reviewing' | 'denied' | 'approved';

const REVIEW_STATUS: Record<oceanengine.AvatarStatus, AvatarReviewStatus> = {
  0: 'not_set',
  1: 'reviewing',
  2: 'denied',
  3: 'approved',
};

export interface AvatarState {
  advertiserId: string;
  status: AvatarReviewStatus;
  /** The medium's reason when denied. */
  reason: string | null;
  /** The URI of the avatar in use, and of the one in review with its pixel size. */
  imageInUse: string | null;
  imageInReview: string | null;
  reviewWidth: number | null;
  reviewHeight: number | null;
}

export interface AvatarImage {
  data: Uint8Array;
  filename: string;
  contentType: string;
  /** md5 of `data`, hex. */
  md5: string;
}

export interface BytedanceAvatars {
  /** The limiter keys of one upload and submit for `advertiserId`, as the shared client names them. */
  limiterKeys(advertiserId: string): string[];
  /** Uploads the image for the advertiser; answers its image id (not yet the avatar). */
  uploadAvatar(token: TokenSource, advertiserId: string, image: AvatarImage): Promise<string>;
  /** Puts the uploaded image into review as the advertiser's avatar. */
  submitAvatar(token: TokenSource, advertiserId: string, imageId: string): Promise<void>;
  getAvatar(token: TokenSource, advertiserId: string): Promise<AvatarState>;
}

export function createBytedanceAvatars(deps: AdapterDeps): BytedanceAvatars {
  const { client } = deps;
  return {
    limiterKeys(advertiserId) {
      const { appId } = client.endpoints(MEDIUM);
      const key = (e: { method: string; path: string }) =>
        `${MEDIUM}:${appId}:${e.method} ${e.path}`;
      return [
        key(AVATAR_ENDPOINTS.upload),
        key(AVATAR_ENDPOINTS.submit),
        `${MEDIUM}:advertiser:${advertiserId}`,
      ];
    },

    async uploadAvatar(token, advertiserId, image) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: AVATAR_ENDPOINTS.upload.path,
        params: { advertiser_id: numericId(advertiserId), image_signature: image.md5 },
        files: {
          [oceanengine.AVATAR_FILE_FIELD]: {
            filename: image.filename,
            contentType: image.contentType,
            data: image.data,
          },
        },
        data: oceanengine.AvatarUploadDataSchema,
        effect: 'write',
        token,
        advertiserId,
      });
      return data.image_id;
    },

    async submitAvatar(token, advertiserId, imageId) {
      await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: AVATAR_ENDPOINTS.submit.path,
        params: { advertiser_id: numericId(advertiserId), image_id: imageId },
        data: oceanengine.AvatarSubmitDataSchema,
        effect: 'write',
        token,
        advertiserId,
      });
    },

    async getAvatar(token, advertiserId) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: AVATAR_ENDPOINTS.get.path,
        params: { advertiser_id: numericId(advertiserId) },
        data: oceanengine.AvatarGetDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      const info = data.avatar_info;
      return {
        advertiserId,
        // A state the SDKs do not list is no verdict yet: shown as under review, never as final.
        status: lookupEnum(REVIEW_STATUS, data.avatar_status) ?? 'reviewing',
        reason: data.avatar_reason || null,
        imageInUse: info?.web_uri || null,
        imageInReview: info?.audit_web_uri || null,
        reviewWidth: info?.width ?? null,
        reviewHeight: info?.height ?? null,
      };
    },
  };
}
