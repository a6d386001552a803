import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { md5Of } from '../../http/upload-check';
import { kuaishouLibrary, type LibraryVideoFile } from './library-files';
import { API } from './object-support';
import { longId } from './upload-routes';

// 视频库-推送视频（新版） (media-wire kuaishou/video-share.ts): POST
// gw/dsp/v1/file/ad/video/share/new gives each target account its own copy of the source's
// videos under a new photo_id, kept in `kuaishou.files` with the source's md5, name, frame and
// duration, usable at once. Every video must be in the source's library (processed); every target
// within the token. A target of another company (主体) goes to `mismatched_account_list` and gets
// nothing; a target that already holds the content (same md5) answers the video it holds, with
// `share_photo_exists`.

export function registerKuaishouVideoShare(ctx: MediumContext): void {
  const { files } = ctx.state.kuaishou;

  ctx.endpoint(
    'POST',
    `${API}/gw/dsp/v1/file/ad/video/share/new`,
    (req) => {
      const body = ctx.parse(kuaishou.VideoShareRequestSchema, req.input);
      const source = ctx.advertiser(req);
      const targets = [...new Set(body.account_ids)];
      ctx.requireScope(req.auth, targets);

      const library = new Map<string, LibraryVideoFile>(
        kuaishouLibrary(ctx.state, source, req.now).videos.map((v) => [v.wire.photo_id, v]),
      );
      const photoIds = [...new Set(body.photo_ids)];
      const missing = photoIds.filter((id) => library.get(id)?.wire.new_status !== 1);
      if (missing.length > 0) {
        throw mediumError(
          'param',
          `photo_ids ${missing.join(',')} 不在该账户的视频库中或尚未处理完成`,
        );
      }

      const advertisers = ctx.state.advertisers('kuaishou');
      const mismatched = targets.filter((id) => {
        const target = advertisers.find(id);
        return (
          id === source.id || target?.role !== 'advertiser' || target.companyId !== source.companyId
        );
      });
      const success: kuaishou.PhotoShareResult[] = [];
      let exists = false;
      for (const target of targets.filter((id) => !mismatched.includes(id))) {
        for (const photoId of photoIds) {
          const video = library.get(photoId);
          if (!video) continue;
          const md5 = video.wire.signature ?? md5Of(`photo:${photoId}`);
          const held = files.filter(
            (f) => f.advertiserId === target && f.kind === 'video' && f.signature === md5,
          )[0];
          if (held) {
            exists = true;
            success.push({
              account_id: target,
              photo_id: held.id,
              original_photo_id: photoId,
              share_result: '视频已存在',
            });
            continue;
          }
          const uploaded = files.find(photoId);
          const copy = files.insert({
            id: longId('52', md5Of(`share:${target}:${photoId}`)),
            advertiserId: target,
            kind: 'video',
            signature: md5,
            format: uploaded?.format ?? 'mp4',
            size: uploaded?.size ?? 0,
            width: video.wire.width ?? uploaded?.width ?? 0,
            height: video.wire.height ?? uploaded?.height ?? 0,
            durationMs: video.wire.duration ?? uploaded?.durationMs ?? 0,
            name: video.wire.photo_name ?? photoId,
            uploadedAt: req.now,
            readyAt: req.now,
            ...(uploaded?.type !== undefined ? { type: uploaded.type } : {}),
          });
          success.push({
            account_id: target,
            photo_id: copy.id,
            original_photo_id: photoId,
            share_result: '推送成功',
          });
        }
      }
      const expected = targets.length * photoIds.length;
      const data: kuaishou.VideoShareData = {
        share_status: success.length === expected ? 1 : success.length === 0 ? -1 : 0,
        share_photo_exists: exists,
        not_supported_internal_photo: false,
        mismatched_account_list: mismatched,
        need_to_try_list: [],
        share_success_list: success,
      };
      return data;
    },
    { write: true },
  );
}
