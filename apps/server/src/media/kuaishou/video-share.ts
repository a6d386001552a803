import { kuaishou } from '@toufang/media-wire';
import type { CopyOutcome, MediaAccountCopy } from '../account-copy';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// Kuaishou's 视频库-推送视频（新版） (media-wire kuaishou/video-share.ts): POST
// gw/dsp/v1/file/ad/video/share/new gives each target its own copy of the videos under a new
// photo_id, which is what the target's creatives and reports name. An account the call may not
// share with comes back in `mismatched_account_list`, a share to send again in `need_to_try_list`.
// A target that already held the video answers it in `share_success_list` (the sandbox's reading;
// the documentation says only that `share_photo_exists` is set).

const MEDIUM = 'kuaishou' as const;
const PATH = 'gw/dsp/v1/file/ad/video/share/new';

const MISMATCHED = '该账户与源账户不属于同一主体或代理商，磁力引擎不允许共享视频';
const TRY_AGAIN = '磁力引擎未完成共享，请稍后重试';
const NOT_ANSWERED = '磁力引擎未答复该账户的共享结果';

export function createKuaishouVideoShare({
  client,
}: Pick<AdapterDeps, 'client'>): MediaAccountCopy {
  return {
    limiterKeys(advertiserId) {
      const { appId } = client.endpoints(MEDIUM);
      return [`${MEDIUM}:${appId}:POST ${PATH}`, `${MEDIUM}:advertiser:${advertiserId}`];
    },

    async copy(token, advertiserId, kind, files, targets) {
      if (kind !== 'video') throw new Error('Kuaishou shares videos only');
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: PATH,
        params: {
          advertiser_id: numericId(advertiserId),
          photo_ids: files.map((f) => f.fileId),
          account_ids: targets.map(numericId),
        },
        data: kuaishou.VideoShareDataSchema,
        // A repeated share answers the video the target holds: sending again reads it back.
        effect: 'write',
        token,
        advertiserId,
      });
      const key = (photoId: string, account: number | string) => `${photoId}:${account}`;
      const shared = new Map(
        data.share_success_list.map((r) => [key(r.original_photo_id, r.account_id), r]),
      );
      const retry = new Set(
        data.need_to_try_list.map((r) => key(r.original_photo_id, r.account_id)),
      );
      const mismatched = new Set(data.mismatched_account_list.map(String));
      return files.flatMap((file) =>
        targets.map((target): CopyOutcome => {
          const base = { sourceFileId: file.fileId, targetAdvertiserId: target };
          const done = shared.get(key(file.fileId, target));
          if (done?.photo_id) {
            return {
              ...base,
              status: 'copied',
              fileId: done.photo_id,
              materialId: done.photo_id,
              // `share_photo_exists` is one flag for the call: it pins a target only when the
              // call carried one (file, target).
              existed: data.share_photo_exists === true && files.length * targets.length === 1,
            };
          }
          if (mismatched.has(target)) {
            return {
              ...base,
              status: 'refused',
              code: 'SHARE_MISMATCHED',
              message: MISMATCHED,
              retryable: false,
            };
          }
          if (retry.has(key(file.fileId, target))) {
            return {
              ...base,
              status: 'refused',
              code: 'SHARE_NEED_TO_TRY',
              message: TRY_AGAIN,
              retryable: true,
            };
          }
          return {
            ...base,
            status: 'refused',
            code: 'SHARE_NOT_ANSWERED',
            message: NOT_ANSWERED,
            retryable: true,
          };
        }),
      );
    },
  };
}
