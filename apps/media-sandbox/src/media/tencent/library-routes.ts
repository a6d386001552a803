import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { checkFilters, matchAll, pageWithFields, type FieldKind } from './filtering';
import { tencentLibrary } from './library-files';

// images/get and videos/get (SDK v3 ImagesGetListStruct, VideosGetListStruct): the account's
// library by page (page ≤ 100, page_size ≤ 100, default 10), newest first, with `fields` and up to
// five filters on the id (EQUALS / IN ≤ 100), created_time and last_modified_time (unix seconds).
// Deleted files are listed with status ADSTATUS_DELETED unless `is_deleted` asks for only the
// deleted (true) or only the others (false). These lists page by number only: a cursor-mode
// request is answered with `page_info`.

const API = '/tencent/v3.0';

const IMAGE_FILTERS: Record<string, FieldKind> = {
  image_id: 'id',
  created_time: 'time',
  last_modified_time: 'time',
};
const VIDEO_FILTERS: Record<string, FieldKind> = {
  video_id: 'id',
  created_time: 'time',
  last_modified_time: 'time',
};

/** Whether a file passes `is_deleted`: absent keeps every file. */
function deletedMatches(
  flag: boolean | 'true' | 'false' | undefined,
  status: string | undefined,
): boolean {
  if (flag === undefined) return true;
  const deleted = status === 'ADSTATUS_DELETED';
  return deleted === (flag === true || flag === 'true');
}

export function registerTencentLibrary(ctx: MediumContext): void {
  ctx.endpoint('GET', `${API}/images/get`, (req) => {
    const query = ctx.parse(tencent.ImagesGetRequestSchema, req.input);
    checkFilters(query.filtering, IMAGE_FILTERS);
    const list = tencentLibrary(ctx.state, ctx.advertiser(req), req.now).images.filter(
      (image) =>
        deletedMatches(query.is_deleted, image.status) &&
        matchAll(image, query.filtering, IMAGE_FILTERS),
    );
    return pageWithFields(list, query, 'image_id') satisfies tencent.ImagesGetData;
  });

  ctx.endpoint('GET', `${API}/videos/get`, (req) => {
    const query = ctx.parse(tencent.VideosGetRequestSchema, req.input);
    checkFilters(query.filtering, VIDEO_FILTERS);
    const list = tencentLibrary(ctx.state, ctx.advertiser(req), req.now).videos.filter(
      (video) =>
        deletedMatches(query.is_deleted, video.status) &&
        matchAll(video, query.filtering, VIDEO_FILTERS),
    );
    return pageWithFields(list, query, 'video_id') satisfies tencent.VideosGetData;
  });
}
