import { oceanengine } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { createRandom, randomInt } from '../../prng';
import type { SandboxState } from '../../state/state';
import { libraryOf } from './library-files';

// The advertiser's native anchors (原生锚点) and carousels (图集) (media-wire
// oceanengine/anchors-carousels.ts, after the medium's Go SDK), drawn per advertiser from a
// generator seeded by its id, so every call answers the same world; statuses are mixed so the
// wizards' status filter has something to leave out. Anchors and carousels made or deleted
// through the API are kept in the state and read over the seeded catalogue.

const BASE = '/oceanengine/open_api/';

const ANCHOR_SOURCES = ['AUTO', 'CUSTOM', 'REPLACE_DOWNLOAD'] as const;

/** An advertiser's native anchors, seeded by its id. */
function anchorsOf(advertiserId: number, now: number): oceanengine.NativeAnchor[] {
  const random = createRandom(`anchors:${advertiserId}`);
  return Array.from({ length: randomInt(random, 2, 12) }, (_, n) => {
    const type = oceanengine.ANCHOR_TYPES[randomInt(random, 0, 2)] ?? 'APP_GAME';
    return {
      anchor_id: String(6_900_000_000 + (advertiserId % 1_000_000) * 100 + n),
      anchor_name: `锚点${n + 1}`,
      anchor_type: type,
      anchor_share_type: n % 4 === 3 ? 'SHARE_ANCHOR' : 'OWN_ANCHOR',
      source: ANCHOR_SOURCES[n % 3] ?? 'CUSTOM',
      status: oceanengine.ANCHOR_STATUSES[randomInt(random, 0, 2)] ?? 'AUDIT_SUCCESS',
      android_package_name: `com.game${n + 1}.android`,
      create_time: formatDateTime(now - (n + 1) * 86_400_000),
    };
  });
}

/** An advertiser's carousels, seeded by its id. */
function carouselsOf(advertiserId: number, now: number): oceanengine.Carousel[] {
  const random = createRandom(`carousels:${advertiserId}`);
  return Array.from({ length: randomInt(random, 1, 8) }, (_, n) => {
    const id = 5_500_000_000 + (advertiserId % 1_000_000) * 100 + n;
    return {
      id,
      file_name: `图集${n + 1}`,
      source: 'OPEN_API',
      images: Array.from({ length: randomInt(random, 3, 9) }, (_, k) => ({
        image_id: `web.business.image/${id}${k}`,
        material_id: id * 10 + k,
        url: `${CDN_HOSTS.oceanengine}/carousel/${id}/${k}.jpeg`,
        width: 720,
        height: 1280,
        ratio: 0.5625,
      })),
      create_time: formatDateTime(now - (n + 1) * 86_400_000),
      update_time: formatDateTime(now - n * 86_400_000),
    };
  });
}

/** Whether the carousel is the advertiser's and not deleted (seeded or made through the API). */
export function carouselHeld(
  state: SandboxState,
  advertiserId: number,
  carouselId: number,
): boolean {
  const made = state.oceanengine.carousels.find(carouselId);
  if (made) return made.advertiserId === advertiserId && Boolean(made.carousel);
  return carouselsOf(advertiserId, 0).some((c) => c.id === carouselId);
}

/** The advertiser's anchor by id as it is now (seeded or made through the API), or undefined. */
export function anchorHeld(
  state: SandboxState,
  advertiserId: number,
  anchorId: string,
): oceanengine.NativeAnchor | undefined {
  const kept = state.oceanengine.anchors.find(anchorId);
  if (kept) return kept.advertiserId === advertiserId ? kept.anchor : undefined;
  return anchorsOf(advertiserId, 0).find((a) => a.anchor_id === anchorId);
}

export function registerOceanEngineAnchorsAndCarousels(ctx: MediumContext): void {
  const state = ctx.state.oceanengine;
  /** The seeded anchors as changed since, then those made through the API, newest last. */
  const anchorsNow = (advertiserId: number, now: number): oceanengine.NativeAnchor[] => {
    const seeded = anchorsOf(advertiserId, now);
    const seededIds = new Set(seeded.map((a) => a.anchor_id));
    return [
      ...seeded.map((a) => state.anchors.find(a.anchor_id)?.anchor ?? a),
      ...state.anchors
        .filter((r) => r.advertiserId === advertiserId && !seededIds.has(r.anchorId))
        .map((r) => r.anchor),
    ];
  };
  const carouselsNow = (advertiserId: number, now: number): oceanengine.Carousel[] => {
    const seeded = carouselsOf(advertiserId, now).filter((c) => !state.carousels.has(c.id));
    const made = state.carousels.filter((r) => r.advertiserId === advertiserId);
    return [...seeded, ...made.flatMap((r) => (r.carousel ? [r.carousel] : []))];
  };

  ctx.endpoint('GET', `${BASE}v3.0/native_anchor/get/`, (req) => {
    const query = ctx.parse(oceanengine.NativeAnchorListRequestSchema, req.input);
    const f = query.filtering ?? {};
    const items = anchorsNow(ctx.advertiser(req).id, req.now).filter(
      (a) =>
        (!f.anchor_id || a.anchor_id === f.anchor_id) &&
        (!f.anchor_name || a.anchor_name.includes(f.anchor_name)) &&
        (!f.anchor_type?.length || f.anchor_type.includes(a.anchor_type)) &&
        (!f.status?.length || f.status.includes(a.status)),
    );
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 10;
    const data: oceanengine.NativeAnchorListData = {
      list: items.slice((page - 1) * pageSize, page * pageSize),
      page_info: {
        page,
        page_size: pageSize,
        total_number: items.length,
        total_page: Math.ceil(items.length / pageSize),
      },
    };
    return data;
  });

  ctx.endpoint('GET', `${BASE}2/carousel/list/`, (req) => {
    const query = ctx.parse(oceanengine.CarouselListRequestSchema, req.input);
    const f = query.filtering ?? {};
    const items = carouselsNow(ctx.advertiser(req).id, req.now).filter(
      (c) =>
        (!f.carousel_ids?.length || f.carousel_ids.includes(c.id)) &&
        (!f.file_name || c.file_name.includes(f.file_name)),
    );
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 10;
    const data: oceanengine.CarouselListData = {
      carousels: items.slice((page - 1) * pageSize, page * pageSize),
      page_info: { page, page_size: pageSize, total_count: items.length },
    };
    return data;
  });

  ctx.endpoint(
    'POST',
    `${BASE}v3.0/native_anchor/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.NativeAnchorCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const name = body.anchor_info.tool_title;
      if (
        anchorsNow(advertiserId, req.now).some(
          (a) => a.anchor_name === name && a.status !== 'DELETE',
        )
      ) {
        throw mediumError('param', `锚点名称「${name}」已存在`);
      }
      const game = body.anchor_info.game_anchor;
      const anchor: oceanengine.NativeAnchor = {
        anchor_id: String(ctx.state.nextId('oceanengine.anchor')),
        anchor_name: name,
        anchor_type: 'APP_GAME',
        anchor_share_type: 'OWN_ANCHOR',
        source: 'CUSTOM',
        status: 'CREATE',
        ...(game.android_download_url ? { android_package_name: game.android_download_url } : {}),
        create_time: formatDateTime(req.now),
      };
      state.anchors.insert({ anchorId: anchor.anchor_id, advertiserId, anchor });
      return { anchor_id: anchor.anchor_id, anchor_type: anchor.anchor_type };
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${BASE}v3.0/native_anchor/delete/`,
    (req) => {
      const body = ctx.parse(oceanengine.NativeAnchorDeleteRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const anchor = anchorsNow(advertiserId, req.now).find(
        (a) => a.anchor_id === body.anchor_id && a.status !== 'DELETE',
      );
      if (!anchor) throw mediumError('param', `锚点 ${body.anchor_id} 不存在`);
      if (anchor.anchor_type !== body.anchor_type) {
        throw mediumError('param', `锚点 ${body.anchor_id} 的类型不是 ${body.anchor_type}`);
      }
      if (anchor.anchor_share_type === 'SHARE_ANCHOR') {
        throw mediumError('param', '共享锚点不能删除');
      }
      state.anchors.put({
        anchorId: anchor.anchor_id,
        advertiserId,
        anchor: { ...anchor, status: 'DELETE' },
      });
      return {};
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${BASE}2/carousel/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.CarouselCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const id = ctx.state.nextId('oceanengine.carousel');
      const library = new Map(
        libraryOf(ctx.state, advertiserId).flatMap((f) =>
          f.wire.kind === 'image' ? [[f.wire.image.id, f.wire.image] as const] : [],
        ),
      );
      const images = body.images.map(({ image_id }, k) => {
        const image = library.get(image_id);
        if (!image) throw mediumError('param', `图片 ${image_id} 不在该广告主的素材库中`);
        const { width = 720, height = 1280 } = image;
        return {
          image_id,
          material_id: id * 10 + k,
          url: image.url ?? `${CDN_HOSTS.oceanengine}/carousel/${id}/${k}.jpeg`,
          width,
          height,
          ratio: Math.round((width / height) * 10_000) / 10_000,
        };
      });
      const carousel: oceanengine.Carousel = {
        id,
        file_name: body.file_name,
        source: 'OPEN_API',
        images,
        ...(body.audio_id
          ? {
              audio: {
                audio_id: body.audio_id,
                audio_url: `${CDN_HOSTS.oceanengine}/audio/${body.audio_id}.mp3`,
              },
            }
          : {}),
        create_time: formatDateTime(req.now),
        update_time: formatDateTime(req.now),
      };
      state.carousels.insert({ id, advertiserId, carousel });
      const data: oceanengine.CarouselCreateData = {
        carousel: {
          carousel_id: id,
          file_name: carousel.file_name,
          images: images.map(({ image_id, url, width, height, ratio }) => ({
            image_id,
            url,
            width,
            height,
            ratio,
          })),
        },
      };
      return data;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${BASE}2/carousel/delete/`,
    (req) => {
      const body = ctx.parse(oceanengine.CarouselDeleteRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const present = new Set(carouselsNow(advertiserId, req.now).map((c) => c.id));
      const data: oceanengine.CarouselDeleteData = { success_list: [], failed_ids: [] };
      for (const id of body.carousel_ids) {
        if (!present.has(id)) {
          data.failed_ids.push(id);
          continue;
        }
        state.carousels.put({ id, advertiserId, carousel: null });
        present.delete(id);
        data.success_list.push(id);
      }
      return data;
    },
    { write: true },
  );
}
