import { kuaishou } from '@toufang/media-wire';
import { formatDate } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { kuaishouLibrary } from './library-files';
import { API, pageOf } from './object-support';

// The file library reads (reference §2.5, §2.6; bububa model/file ad_video_list.go,
// ad_image_list.go): POST JSON lists answering `{total_count, details[]}`, newest upload first.
// Videos filter on photo_ids (≤ 100), new_status (absent: only usable ones; -1 all; 0 only
// deleted), the upload day and the update day; pictures on image_tokens (≤ 100), pic_types and
// the upload day. Each day range is sent as a pair, its start not after its end. The cursor read
// (gw/dsp/video/listByCursor, DOC 2640) answers every video, deleted ones too, in cursor order:
// a video's cursor grows with its upload time (ms × 1000 + its place among videos uploaded in
// the same millisecond, by photo_id).

interface DayRange {
  from: string;
  to: string;
}

/** The day range of two optional parameters, or undefined when neither is sent. */
function dayRange(
  from: string | undefined,
  to: string | undefined,
  names: [string, string],
): DayRange | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined) {
    throw mediumError('param', `${names[0]} 与 ${names[1]} 须同时传入`);
  }
  if (from > to) throw mediumError('param', `${names[0]} 不能晚于 ${names[1]}`);
  return { from, to };
}

const within = (at: number, range: DayRange | undefined): boolean => {
  if (!range) return true;
  const day = formatDate(at);
  return day >= range.from && day <= range.to;
};

/** A list filter; an empty list filters nothing, like an absent one. */
const setOf = <T>(values: readonly T[] | undefined): Set<T> | undefined =>
  values && values.length > 0 ? new Set(values) : undefined;

export function registerKuaishouLibrary(ctx: MediumContext): void {
  ctx.endpoint('POST', `${API}/v1/file/ad/video/list`, (req) => {
    const body = ctx.parse(kuaishou.VideoLibraryRequestSchema, req.input);
    const uploaded = dayRange(body.start_date, body.end_date, ['start_date', 'end_date']);
    const updated = dayRange(body.update_start_date, body.update_end_date, [
      'update_start_date',
      'update_end_date',
    ]);
    const ids = setOf(body.photo_ids);
    const status = body.new_status ?? 1;
    const list = kuaishouLibrary(ctx.state, ctx.advertiser(req), req.now)
      .videos.filter((v) => !ids || ids.has(v.wire.photo_id))
      .filter((v) => status === -1 || v.wire.new_status === status)
      .filter((v) => within(v.uploadedAt, uploaded) && within(v.updatedAt, updated))
      .map((v) => v.wire);
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.VideoLibraryData;
  });

  ctx.endpoint('POST', `${API}/gw/dsp/video/listByCursor`, (req) => {
    const body = ctx.parse(kuaishou.VideoCursorRequestSchema, req.input);
    const videos = kuaishouLibrary(ctx.state, ctx.advertiser(req), req.now).videos.toSorted(
      (a, b) => a.uploadedAt - b.uploadedAt || a.wire.photo_id.localeCompare(b.wire.photo_id),
    );
    const withCursor: kuaishou.CursorVideo[] = [];
    let previous: { at: number; place: number } | undefined;
    for (const video of videos) {
      const place = previous?.at === video.uploadedAt ? previous.place + 1 : 0;
      previous = { at: video.uploadedAt, place };
      withCursor.push({ ...video.wire, cursor: video.uploadedAt * 1000 + place });
    }
    return {
      total_count: withCursor.length,
      details: withCursor.filter((v) => v.cursor > body.cursor).slice(0, body.limit ?? 200),
    } satisfies kuaishou.VideoCursorData;
  });

  ctx.endpoint('POST', `${API}/v1/file/ad/image/list`, (req) => {
    const body = ctx.parse(kuaishou.ImageLibraryRequestSchema, req.input);
    const uploaded = dayRange(body.start_date, body.end_date, ['start_date', 'end_date']);
    const tokens = setOf(body.image_tokens);
    const types = setOf(body.pic_types);
    const list = kuaishouLibrary(ctx.state, ctx.advertiser(req), req.now)
      .images.filter((i) => !tokens || tokens.has(i.wire.image_token))
      .filter((i) => !types || types.has(i.wire.pic_type))
      .filter((i) => within(i.uploadedAt, uploaded))
      .map((i) => i.wire);
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.ImageLibraryData;
  });
}
