import { oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { registerMultipartParser } from '../../http/multipart-form';
import { checkUpload, md5Of, uploadBodyLimit } from '../../http/upload-check';
import type { OceanEngineMaterial } from '../../state/records';
import { libraryOf } from './library-files';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';

// Uploads to the advertiser's library (media-wire oceanengine/upload.ts): multipart POST
// 2/file/image/ad/ and 2/file/video/ad/, the file checked (format by its bytes, size, md5) and
// stored in `oceanengine.materials`, where the library reads (2/file/{image,video}/get/) and
// promotion materials find it. The same file again answers the file already there, its name
// unchanged (ad_open_sdk_go Filename). The sandbox fetches nothing: UPLOAD_BY_URL is refused.

const API = '/oceanengine/open_api/2/file';
/** The medium's file host (cdn/cdn-hosts.ts). */
const CDN = CDN_HOSTS.oceanengine;

export function registerOceanEngineUploads(ctx: MediumContext): void {
  registerMultipartParser(ctx.app);
  const { materials } = ctx.state.oceanengine;

  /** The library's file of this kind with this md5, if the advertiser has one. */
  const existing = (advertiserId: number, kind: 'image' | 'video', md5: string) =>
    libraryOf(ctx.state, advertiserId).find(
      ({ wire }) =>
        wire.kind === kind &&
        (wire.kind === 'image' ? wire.image.signature : wire.video.signature) === md5,
    );

  const store = (req: EndpointRequest, wire: OceanEngineMaterial) =>
    materials.insert({
      id: wire.kind === 'image' ? wire.image.material_id : wire.video.material_id,
      advertiserId: ctx.advertiser(req).id,
      parentId: null,
      createdAt: req.now,
      updatedAt: req.now,
      wire,
    });

  const byFile = (uploadType: oceanengine.UploadType) => {
    if (uploadType === 'UPLOAD_BY_URL') {
      throw mediumError('param', '沙箱不下载外部文件，请使用 UPLOAD_BY_FILE 上传');
    }
  };

  ctx.endpoint(
    'POST',
    `${API}/image/ad/`,
    (req) => {
      const form = ctx.parse(oceanengine.ImageAdUploadRequestSchema, req.input);
      byFile(form.upload_type);
      const file = checkUpload(
        req.input.image_file,
        'image_file',
        'image',
        oceanengine.IMAGE_AD_RULE,
        form.image_signature,
      );
      const advertiserId = ctx.advertiser(req).id;
      const found = existing(advertiserId, 'image', file.md5)?.wire;
      if (found?.kind === 'image') return imageData(found.image);
      const image: oceanengine.ImageInfo = {
        id: `web.business.image/${md5Of(`${advertiserId}:${file.md5}`).slice(0, 24)}`,
        material_id: ctx.state.nextId('oceanengine.material'),
        size: file.size,
        width: file.width,
        height: file.height,
        url: `${CDN}/image/${file.md5}.${file.format}`,
        format: file.format,
        signature: file.md5,
        create_time: formatDateTime(req.now),
        filename: form.filename ?? file.filename,
      };
      store(req, { kind: 'image', image });
      return imageData(image);
    },
    { write: true, bodyLimit: uploadBodyLimit(oceanengine.IMAGE_AD_RULE) },
  );

  ctx.endpoint(
    'POST',
    `${API}/video/ad/`,
    (req) => {
      const form = ctx.parse(oceanengine.VideoAdUploadRequestSchema, req.input);
      byFile(form.upload_type);
      const file = checkUpload(
        req.input.video_file,
        'video_file',
        'video',
        oceanengine.VIDEO_AD_RULE,
        form.video_signature,
      );
      const advertiserId = ctx.advertiser(req).id;
      const found = existing(advertiserId, 'video', file.md5)?.wire;
      if (found?.kind === 'video') return videoData(found.video);
      const videoId = `v0${md5Of(`${advertiserId}:${file.md5}`).slice(0, 30)}`;
      const video: oceanengine.VideoInfo = {
        video_id: videoId,
        material_id: ctx.state.nextId('oceanengine.material'),
        size: file.size,
        width: file.width,
        height: file.height,
        video_url: `${CDN}/video/${videoId}.${file.format}`,
        format: file.format,
        signature: file.md5,
        ...(form.video_cover_id ? { poster_url: `${CDN}/${form.video_cover_id}.jpeg` } : {}),
        duration: file.durationMs / 1000,
        create_time: formatDateTime(req.now),
        filename: form.filename ?? file.filename,
      };
      store(req, { kind: 'video', video });
      return videoData(video, form.video_cover_id);
    },
    { write: true, bodyLimit: uploadBodyLimit(oceanengine.VIDEO_AD_RULE) },
  );
}

function imageData(image: oceanengine.ImageInfo): oceanengine.ImageAdUploadData {
  return {
    id: image.id,
    material_id: image.material_id,
    size: image.size,
    width: image.width,
    height: image.height,
    url: image.url,
    format: image.format,
    signature: image.signature,
    create_time: image.create_time,
    filename: image.filename,
  };
}

function videoData(video: oceanengine.VideoInfo, coverId?: string): oceanengine.VideoAdUploadData {
  return {
    video_id: video.video_id,
    material_id: video.material_id,
    size: video.size,
    width: video.width,
    height: video.height,
    video_url: video.video_url,
    duration: video.duration,
    video_signature: video.signature,
    ...(coverId ? { video_cover_id: coverId } : {}),
    format: video.format,
    create_time: video.create_time,
    filename: video.filename,
  };
}
