import { oceanengine } from '@toufang/media-wire';
import type { MediaAccountCopy } from '../account-copy';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// Ocean Engine's 素材推送 (media-wire oceanengine/file-bind.ts): POST 2/file/material/bind/ copies
// videos or images of one advertiser to advertisers of the same company. The targets keep the
// source's video_id / image id and material_id. A target that had the file already is listed in
// `fail_list` (…_BINDING_EXISTED) and holds it under the same ids, so it counts as copied.

const MEDIUM = 'bytedance' as const;
const PATH = '2/file/material/bind/';

export function createBytedanceMaterialBind({
  client,
}: Pick<AdapterDeps, 'client'>): MediaAccountCopy {
  return {
    limiterKeys(advertiserId) {
      const { appId } = client.endpoints(MEDIUM);
      return [`${MEDIUM}:${appId}:POST ${PATH}`, `${MEDIUM}:advertiser:${advertiserId}`];
    },

    async copy(token, advertiserId, kind, files, targets) {
      const ids = files.map((f) => f.fileId);
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: PATH,
        params: {
          advertiser_id: numericId(advertiserId),
          target_advertiser_ids: targets.map(numericId),
          ...(kind === 'video' ? { video_ids: ids } : { image_ids: ids }),
        },
        data: oceanengine.MaterialBindDataSchema,
        // A repeated bind answers the files as existing: sending again reads the outcome back.
        effect: 'write',
        token,
        advertiserId,
      });
      const existed = new Set(
        data.fail_list.map(
          (f) => `${kind === 'video' ? f.video_id : f.image_id}:${f.target_advertiser_id}`,
        ),
      );
      return files.flatMap((file) =>
        targets.map((target) => ({
          status: 'copied' as const,
          sourceFileId: file.fileId,
          targetAdvertiserId: target,
          fileId: file.fileId,
          materialId: file.materialId,
          existed: existed.has(`${file.fileId}:${target}`),
        })),
      );
    },
  };
}
