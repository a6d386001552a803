import { oceanengine } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type { OceanEngineMaterial } from '../../state/records';
import { libraryOf, type LibraryFile } from './library-files';

// 素材推送 (media-wire oceanengine/file-bind.ts): POST 2/file/material/bind/ copies files of the
// advertiser's library to other advertisers of its company (主体), ids and names unchanged. Every
// target must be an ordinary advertiser of the same company within the token's scope, and every
// file in the source's library; otherwise nothing is copied. A target that already has the file
// (the same id, or the same content by md5) is listed in `fail_list` and left as it is.

const PATH = '/oceanengine/open_api/2/file/material/bind/';

type Kind = 'video' | 'image';

const idOf = (wire: OceanEngineMaterial): string =>
  wire.kind === 'video' ? wire.video.video_id : wire.image.id;
const md5Of = (wire: OceanEngineMaterial): string =>
  wire.kind === 'video' ? wire.video.signature : wire.image.signature;

export function registerOceanEngineMaterialBind(ctx: MediumContext): void {
  const { materials } = ctx.state.oceanengine;

  ctx.endpoint(
    'POST',
    PATH,
    (req) => {
      const body = ctx.parse(oceanengine.MaterialBindRequestSchema, req.input);
      const source = ctx.advertiser(req);
      const kind: Kind = body.video_ids ? 'video' : 'image';
      const wanted = [...new Set(body.video_ids ?? body.image_ids ?? [])];
      const targets = [...new Set(body.target_advertiser_ids)];

      ctx.requireScope(req.auth, targets);
      const advertisers = ctx.state.advertisers('oceanengine');
      const foreign = targets.filter((id) => {
        const target = advertisers.find(id);
        return target?.role !== 'advertiser' || target.companyId !== source.companyId;
      });
      if (foreign.length > 0) {
        throw mediumError(
          'param',
          `target_advertiser_ids ${foreign.join(',')} 与广告主 ${source.id} 不属于同一主体`,
        );
      }

      const files = new Map<string, LibraryFile>();
      for (const file of libraryOf(ctx.state, source.id)) {
        if (file.wire.kind === kind) files.set(idOf(file.wire), file);
      }
      const missing = wanted.filter((id) => !files.has(id));
      if (missing.length > 0) {
        throw mediumError(
          'param',
          `${kind === 'video' ? 'video_ids' : 'image_ids'} ${missing.join(',')} 不属于广告主 ${source.id}`,
        );
      }

      const failList: oceanengine.FailedMaterialBind[] = [];
      for (const target of targets) {
        const held = libraryOf(ctx.state, target).filter((f) => f.wire.kind === kind);
        for (const id of wanted) {
          const file = files.get(id);
          if (!file) continue;
          const md5 = md5Of(file.wire);
          if (held.some((f) => idOf(f.wire) === id || md5Of(f.wire) === md5)) {
            failList.push({
              ...(kind === 'video' ? { video_id: id } : { image_id: id }),
              target_advertiser_id: target,
              fail_reason: kind === 'video' ? 'VIDEO_BINDING_EXISTED' : 'IMAGE_BINDING_EXISTED',
            });
            continue;
          }
          materials.insert({
            id: ctx.state.nextId('oceanengine.material'),
            advertiserId: target,
            parentId: null,
            createdAt: req.now,
            updatedAt: req.now,
            wire: structuredClone(file.wire),
          });
        }
      }
      const data: oceanengine.MaterialBindData = { fail_list: failList };
      return data;
    },
    { write: true },
  );
}
