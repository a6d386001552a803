import { randomUUID } from 'node:crypto';
import { kuaishou } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { registerMultipartParser } from '../../http/multipart-form';
import { checkUpload, md5Of, uploadBodyLimit, type CheckedFile } from '../../http/upload-check';
import type { UploadedFileRecord } from '../../state/records';
import { picTypeOfUpload } from './library-files';
import { API } from './object-support';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';

// Uploads to the advertiser's library (media-wire kuaishou/upload.ts; documentIds 2930, 2634):
// multipart POST v2/file/ad/image/upload and v2/file/ad/video/upload, the file (part `file`)
// checked (format by its bytes, size, md5) and kept in `kuaishou.files`, which the library lists
// (v1/file/ad/{image,video}/list) once processed. A video uploaded with sync 0 (the default) is
// answered at once and processed afterwards on the simulated clock — PROCESSING_MS plus
// PROCESSING_MS_PER_MB (the page names no durations; the sandbox's pick) — and appears in the
// video list then; sync 1 answers once processed. The same md5 answers the file already there.
// The sandbox neither fetches urls (upload_type 2) nor takes streamed uploads (blob_store_key).

export const PROCESSING_MS = 30_000;
/** Kuaishou's ids of this kind are 19-digit numbers (beyond 2^53): strings on the wire. */
export const longId = (prefix: string, md5: string) =>
  `${prefix}${(BigInt(`0x${md5.slice(0, 16)}`) % 10n ** 17n).toString().padStart(17, '0')}`;
export const PROCESSING_MS_PER_MB = 1_000;

export function registerKuaishouUploads(ctx: MediumContext): void {
  registerMultipartParser(ctx.app);
  const { files } = ctx.state.kuaishou;

  const existing = (advertiserId: number, kind: 'image' | 'video', md5: string) =>
    files.filter(
      (f) => f.advertiserId === advertiserId && f.kind === kind && f.signature === md5,
    )[0];

  const record = (
    req: EndpointRequest,
    kind: 'image' | 'video',
    id: string,
    file: CheckedFile,
    extra: Pick<UploadedFileRecord, 'name' | 'readyAt'> & { type?: number | undefined },
  ): Readonly<UploadedFileRecord> =>
    files.insert({
      id,
      advertiserId: ctx.advertiser(req).id,
      kind,
      signature: file.md5,
      format: file.format,
      size: file.size,
      width: file.width,
      height: file.height,
      durationMs: file.durationMs,
      uploadedAt: req.now,
      ...extra,
    });

  ctx.endpoint(
    'POST',
    `${API}/v2/file/ad/image/upload`,
    (req) => {
      const form = ctx.parse(kuaishou.ImageUploadRequestSchema, req.input);
      if (form.upload_type === 2) throw mediumError('param', '沙箱不下载外部图片，请以文件上传');
      const file = checkUpload(
        req.input.file,
        'file',
        'image',
        kuaishou.IMAGE_UPLOAD_RULE,
        form.signature,
      );
      const advertiserId = ctx.advertiser(req).id;
      const token = `market${md5Of(`${advertiserId}:${file.md5}`)}.${file.format === 'png' ? 'png' : 'jpg'}`;
      const stored =
        existing(advertiserId, 'image', file.md5) ??
        record(req, 'image', token, file, {
          name: form.name ?? randomUUID(),
          readyAt: req.now,
          type: form.type,
        });
      return {
        url: `${CDN_HOSTS.kuaishou}/image/${stored.id}`,
        width: stored.width,
        height: stored.height,
        size: stored.size,
        format: stored.format === 'jpeg' ? 'jpg' : stored.format,
        signature: stored.signature,
        image_token: stored.id,
        pic_id: longId('52', md5Of(`pic:${stored.id}`)),
        pic_type: picTypeOfUpload(stored.type),
        name: stored.name,
      } satisfies kuaishou.ImageUploadData;
    },
    { write: true, bodyLimit: uploadBodyLimit(kuaishou.IMAGE_UPLOAD_RULE) },
  );

  ctx.endpoint(
    'POST',
    `${API}/v2/file/ad/video/upload`,
    (req) => {
      const form = ctx.parse(kuaishou.VideoUploadRequestSchema, req.input);
      if (form.blob_store_key !== undefined) {
        throw mediumError('param', '沙箱不支持 blob_store_key，请以文件上传');
      }
      const file = checkUpload(
        req.input.file,
        'file',
        'video',
        kuaishou.VIDEO_UPLOAD_RULE,
        form.signature,
      );
      const advertiserId = ctx.advertiser(req).id;
      const photoId = longId('52', md5Of(`${advertiserId}:${file.md5}`));
      const processing = PROCESSING_MS + Math.ceil(file.size / 1024 / 1024) * PROCESSING_MS_PER_MB;
      const stored =
        existing(advertiserId, 'video', file.md5) ??
        record(req, 'video', photoId, file, {
          name: form.photo_name ?? photoId,
          // sync 1 answers after processing: the video is ready when the answer comes.
          readyAt: form.sync === 1 ? req.now : req.now + processing,
          type: form.type ?? 1,
        });
      return {
        photo_id: stored.id,
        photoId: stored.id,
        signature: stored.signature,
      } satisfies kuaishou.VideoUploadData;
    },
    { write: true, bodyLimit: uploadBodyLimit(kuaishou.VIDEO_UPLOAD_RULE) },
  );
}
