import { tencent } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { registerMultipartParser } from '../../http/multipart-form';
import { checkUpload, uploadBodyLimit, type CheckedFile } from '../../http/upload-check';
import type { UploadedFileRecord } from '../../state/records';
import { IMAGE_TYPE } from './library-files';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';

// Uploads to the account's library (media-wire tencent/upload.ts; SDK v3 ImagesApiService.Add,
// VideosApiService.Add): multipart POST images/add (part `file`, or base64 `bytes` with
// UPLOAD_TYPE_BYTES) and videos/add (part `video_file`), the file checked (format by its bytes,
// size, md5 `signature`) and kept in `tencent.files`, which images/get and videos/get list. A
// video is transcoded after the answer: videos/get shows MEDIA_STATUS_PENDING for
// TRANSCODING_MS plus TRANSCODING_MS_PER_MB on the simulated clock (the sandbox's pick: the
// documentation names no durations), then MEDIA_STATUS_VALID. The same md5 answers the file
// already there. Only account_id uploads are simulated (organization_id is refused).

export const TRANSCODING_MS = 60_000;
export const TRANSCODING_MS_PER_MB = 2_000;

const API = '/tencent/v3.0';

export function registerTencentUploads(ctx: MediumContext): void {
  registerMultipartParser(ctx.app);
  const { files } = ctx.state.tencent;

  const existing = (advertiserId: number, kind: 'image' | 'video', md5: string) =>
    files.filter(
      (f) => f.advertiserId === advertiserId && f.kind === kind && f.signature === md5,
    )[0];

  const store = (
    req: EndpointRequest,
    kind: 'image' | 'video',
    file: CheckedFile,
    extra: Pick<UploadedFileRecord, 'name' | 'readyAt'>,
  ): Readonly<UploadedFileRecord> =>
    files.insert({
      id: String(ctx.state.nextId('tencent.file')),
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
    `${API}/images/add`,
    (req) => {
      const form = ctx.parse(tencent.ImagesAddRequestSchema, req.input);
      if (form.organization_id !== undefined) {
        throw mediumError('param', '沙箱只模拟广告账户（account_id）的图片上传');
      }
      const part =
        form.upload_type === 'UPLOAD_TYPE_BYTES' && form.bytes !== undefined
          ? { filename: 'bytes', contentType: '', data: Buffer.from(form.bytes, 'base64') }
          : req.input.file;
      const file = checkUpload(part, 'file', 'image', tencent.IMAGE_ADD_RULE, form.signature);
      const advertiserId = ctx.advertiser(req).id;
      const stored =
        existing(advertiserId, 'image', file.md5) ??
        store(req, 'image', file, { name: form.description ?? file.filename, readyAt: req.now });
      return {
        image_id: stored.id,
        image_width: stored.width,
        image_height: stored.height,
        image_file_size: stored.size,
        image_type: IMAGE_TYPE[stored.format] ?? 'IMAGE_TYPE_JPG',
        image_signature: stored.signature,
        preview_url: `${CDN_HOSTS.tencent}/image/${stored.id}.${stored.format === 'jpeg' ? 'jpg' : stored.format}`,
        description: stored.name,
      } satisfies tencent.ImagesAddData;
    },
    { write: true, bodyLimit: uploadBodyLimit(tencent.IMAGE_ADD_RULE) },
  );

  ctx.endpoint(
    'POST',
    `${API}/videos/add`,
    (req) => {
      const form = ctx.parse(tencent.VideosAddRequestSchema, req.input);
      if (form.organization_id !== undefined) {
        throw mediumError('param', '沙箱只模拟广告账户（account_id）的视频上传');
      }
      const file = checkUpload(
        req.input.video_file,
        'video_file',
        'video',
        tencent.VIDEO_ADD_RULE,
        form.signature,
      );
      const advertiserId = ctx.advertiser(req).id;
      const transcoding =
        TRANSCODING_MS + Math.ceil(file.size / 1024 / 1024) * TRANSCODING_MS_PER_MB;
      const stored =
        existing(advertiserId, 'video', file.md5) ??
        store(req, 'video', file, {
          name: form.description ?? file.filename,
          readyAt: req.now + transcoding,
        });
      return { video_id: Number(stored.id) } satisfies tencent.VideosAddData;
    },
    { write: true, bodyLimit: uploadBodyLimit(tencent.VIDEO_ADD_RULE) },
  );
}
