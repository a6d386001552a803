import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Medium, MaterialType } from '../lib/media-mirror';
import type { MediaClient } from './http/media-client';
import type { TokenSource } from './http/token-provider';
import type { MediaUploads, UploadedMaterial, UploadFile } from './media-adapter';

// Uploads to a medium's library (spec 002 materials): one call per file, multipart, the md5 of the
// bytes as the medium's signature. Each medium describes its two endpoints as data (its folder's
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

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

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
    const context = { advertiserId, file, md5: md5Of(file.bytes) };
    const { data } = await client.call({
      medium: specs.medium,
      method: 'POST',
      path: endpoint.path,
      params: endpoint.fields(context),
      files: {
        [endpoint.fileField]: {
          filename: file.name,
          contentType: file.contentType,
          data: file.bytes,
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
    uploadImage: (token, advertiserId, file) =>
      upload('image', specs.image, token, advertiserId, file),
    uploadVideo: (token, advertiserId, file) =>
      upload('video', specs.video, token, advertiserId, file),
  };
}
