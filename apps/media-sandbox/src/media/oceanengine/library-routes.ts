import { oceanengine } from '@toufang/media-wire';
import { formatDate } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { compareIds } from '../../state/collection';
import { mediumError } from '../../http/medium-error';
import { libraryOf, librarySourceOf, type LibraryFile } from './library-files';
import { pageOf } from './list-support';

// The advertiser's file library (reference §1.5 "files", §1.12; media-wire
// oceanengine/file-list.ts): GET 2/file/image/get/ and 2/file/video/get/, newest upload first,
// page_size default 20 and at most 100. Filters combine: one id list (ids, material_ids or md5
// signatures), exact width/height, width/height ratios ±0.05, and an upload-day range whose
// start_time and end_time (both inclusive) come together.

const API = '/oceanengine/open_api/2/file';
const DEFAULT_PAGE_SIZE = 20;
/** The documented tolerance of a `ratio` filter (1.7 matches 1.65–1.75). */
const RATIO_TOLERANCE = 0.05;

type Filtering = oceanengine.ImageLibraryFiltering | oceanengine.VideoLibraryFiltering;

interface FileFacts {
  file: LibraryFile;
  fileId: string;
  width: number;
  height: number;
  signature: string;
}

function uploadDays(f: Filtering): { from: string; to: string } | null {
  if (f.start_time === undefined && f.end_time === undefined) return null;
  if (f.start_time === undefined || f.end_time === undefined) {
    throw mediumError('param', 'start_time 与 end_time 需同时传入');
  }
  return { from: f.start_time, to: f.end_time };
}

/** Whether a file passes every filter the call gave. */
function matcher(f: Filtering, fileIds: readonly string[] | undefined) {
  const days = uploadDays(f);
  return ({ file, fileId, width, height, signature }: FileFacts): boolean => {
    if (fileIds && !fileIds.includes(fileId)) return false;
    if (f.material_ids && !f.material_ids.includes(file.materialId)) return false;
    if (f.signatures && !f.signatures.includes(signature)) return false;
    if (f.width !== undefined && width !== f.width) return false;
    if (f.height !== undefined && height !== f.height) return false;
    if (f.ratio && !f.ratio.some((r) => Math.abs(width / height - r) <= RATIO_TOLERANCE + 1e-9)) {
      return false;
    }
    if (days) {
      const day = formatDate(file.uploadedAt);
      if (day < days.from || day > days.to) return false;
    }
    return true;
  };
}

export function registerOceanEngineLibrary(ctx: MediumContext): void {
  const files = (advertiserId: number) =>
    libraryOf(ctx.state, advertiserId).sort(
      (a, b) => b.uploadedAt - a.uploadedAt || compareIds(b.materialId, a.materialId),
    );
  const sourceOf = (materialId: bigint) => librarySourceOf(ctx.state, materialId);

  ctx.endpoint('GET', `${API}/image/get/`, (req) => {
    const query = ctx.parse(oceanengine.ImageLibraryRequestSchema, req.input);
    const f = query.filtering ?? {};
    const wanted = matcher(f, f.image_ids);
    const list: oceanengine.LibraryImage[] = [];
    for (const file of files(ctx.advertiser(req).id)) {
      if (file.wire.kind !== 'image') continue;
      const image = file.wire.image;
      if (wanted({ file, fileId: image.id, ...image })) list.push(image);
    }
    const { items, pageInfo } = pageOf(list, query.page, query.page_size ?? DEFAULT_PAGE_SIZE);
    const data: oceanengine.ImageLibraryData = { list: items, page_info: pageInfo };
    return data;
  });

  ctx.endpoint('GET', `${API}/video/get/`, (req) => {
    const query = ctx.parse(oceanengine.VideoLibraryRequestSchema, req.input);
    const f = query.filtering ?? {};
    const wanted = matcher(f, f.video_ids);
    const list: oceanengine.LibraryVideo[] = [];
    for (const file of files(ctx.advertiser(req).id)) {
      if (file.wire.kind !== 'video') continue;
      const video = file.wire.video;
      const source = sourceOf(file.materialId);
      // Sandbox files carry no labels, so a labels filter matches none of them.
      if (f.labels && f.labels.length > 0) continue;
      if (f.source && f.source.length > 0 && !f.source.includes(source)) continue;
      if (!wanted({ file, fileId: video.video_id, ...video })) continue;
      // `url` is the one-hour preview link, the same file as `video_url`.
      list.push({ ...video, url: video.video_url, source });
    }
    const { items, pageInfo } = pageOf(list, query.page, query.page_size ?? DEFAULT_PAGE_SIZE);
    const data: oceanengine.VideoLibraryData = { list: items, page_info: pageInfo };
    return data;
  });
}
