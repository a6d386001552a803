import type { z } from 'zod';
import type { Medium, MaterialType } from '../lib/media-mirror';
import type { MediaClient } from './http/media-client';
import type { TokenSource } from './http/token-provider';
import type { MediaUploads, UploadedMaterial, UploadFile } from './media-adapter';

// Uploads to a medium's library (spec 002 materials): one call per file, a multipart form streamed
// from the file's source, the md5 of the bytes as the medium's signature. Each medium describes its two endpoints as data (its folder's
// uploads.ts: path, file field, form fields, answer schema, answer → domain); this runs them.

export interface UploadContext {
  advertiserId: string;
  file: UploadFile;
  md5: string;
}

export interface UploadEndpoint<T> {
  path: string;
  /** The form field that carries the file. */
  fileField: string;
  fields(context: UploadContext): Record<string, unknown>;
  data: z.ZodType<T>;
  material(data: T, context: UploadContext): UploadedMaterial;
}

export interface UploadSpecs<I, V> {
  medium: Medium;
  image: UploadEndpoint<I>;
  video: UploadEndpoint<V>;
}

export function createMediaUploads<I, V>(
  client: MediaClient,
  specs: UploadSpecs<I, V>,
): MediaUploads {
  const upload = async <T>(
    kind: MaterialType,
    endpoint: UploadEndpoint<T>,
    token: TokenSource,
    advertiserId: string,
    file: UploadFile,
  ): Promise<UploadedMaterial> => {
    const context = { advertiserId, file, md5: file.md5 };
    const { data } = await client.call({
      medium: specs.medium,
      method: 'POST',
      path: endpoint.path,
      params: endpoint.fields(context),
      files: {
        [endpoint.fileField]: {
          filename: file.name,
          contentType: file.contentType,
          size: file.size,
          open: () => file.open(),
        },
      },
      data: endpoint.data,
      // The medium answers the same md5 with the same file, yet a lost answer is settled by
      // reading the library, as every write.
      effect: 'write',
      token,
      advertiserId,
      timeoutMs: kind === 'video' ? 120_000 : 30_000,
    });
    return endpoint.material(data, context);
  };

  return {
    uploadLimiterKeys(kind, advertiserId) {
      const { appId } = client.endpoints(specs.medium);
      const { path } = kind === 'image' ? specs.image : specs.video;
      return [
        `${specs.medium}:${appId}:POST ${path}`,
        `${specs.medium}:advertiser:${advertiserId}`,
      ];
    },
    uploadImage: (token, advertiserId, file) =>
      upload('image', specs.image, token, advertiserId, file),
    uploadVideo: (token, advertiserId, file) =>
      upload('video', specs.video, token, advertiserId, file),
  };
}
