import { compareIds } from '../../state/collection';
import type { Published, oceanengine } from '@toufang/media-wire';
import { formatDate, formatDateTime } from '../../clock';
import { createRandom, hashSeed, pick, randomHex, randomInt, type Random } from '../../prng';
import { noise } from '../../sim/hash';
import type {
  OceanEngineMaterial,
  OceanEngineMaterialRecord,
  OceanEnginePromotionRecord,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';

// An advertiser's file library (reference §1.12): the files stored in `oceanengine.materials`
// plus every video and image its promotions use, deleted promotions included. Each file is keyed
// by its material_id (the cross-report id) and carries the video_id / image id that
// promotion_materials reference. The used files are read off the promotions on every call, so the
// library always holds what the promotions carry without growing the snapshot; a file's facts
// (size, frame, duration, md5) are drawn from SANDBOX_SEED and its material_id, so every read
// answers the same. A file a seeded promotion uses was uploaded 10 minutes to 3 days before the
// first promotion using it; one a promotion written through the API brought in was uploaded with
// that promotion, so an incremental read by upload day finds it.

/** The medium's file host (cdn/cdn-hosts.ts). */
const CDN = CDN_HOSTS.oceanengine;
const MINUTE_MS = 60_000;
const UPLOAD_LEAD_MINUTES: [number, number] = [10, 3 * 24 * 60];

type Size = readonly [width: number, height: number];
const VERTICAL: readonly Size[] = [
  [720, 1280],
  [1080, 1920],
];
const HORIZONTAL: readonly Size[] = [
  [1280, 720],
  [1920, 1080],
];
const VIDEO_LABEL: Record<string, string> = { VIDEO_VERTICAL: '竖版视频', VIDEO_LARGE: '横版视频' };

/** Where library files come from (附录-素材来源), drawn from SANDBOX_SEED and the material_id. */
const SOURCES = ['OPEN_API', 'OPEN_API', 'AD_SITE', 'CREATIVE_CENTER', 'STAR'] as const;
export type LibrarySource = (typeof SOURCES)[number];

export const librarySourceOf = (state: SandboxState, materialId: bigint): LibrarySource =>
  SOURCES[Math.floor(noise(hashSeed(state.seed), materialId, 17) * SOURCES.length)] ?? 'OPEN_API';

/** One file of the library with its upload time (simulated epoch ms, whole seconds). */
export interface LibraryFile {
  materialId: bigint;
  uploadedAt: number;
  wire: OceanEngineMaterial;
}

interface Use {
  promotion: Readonly<OceanEnginePromotionRecord>;
  game: string;
  random: Random;
}

function uploadTime({ promotion, random }: Use): number {
  const at =
    promotion.sim?.seeded === undefined
      ? promotion.createdAt
      : promotion.createdAt -
        randomInt(random, ...UPLOAD_LEAD_MINUTES) * MINUTE_MS -
        randomInt(random, 0, 59) * 1000;
  return Math.floor(at / 1000) * 1000;
}

const fileName = (use: Use, label: string, at: number, ext: string) =>
  `${use.game}-${label}-${formatDate(at).slice(5).replace('-', '')}-${randomHex(use.random, 4)}.${ext}`;

function videoFile(
  use: Use,
  v: Published<oceanengine.VideoMaterial>,
  materialId: bigint,
): LibraryFile {
  const { random } = use;
  const uploadedAt = uploadTime(use);
  const [width, height] = pick(random, v.image_mode === 'VIDEO_VERTICAL' ? VERTICAL : HORIZONTAL);
  const duration = randomInt(random, 6_000, 60_000) / 1000;
  const bitRate = randomInt(random, 15, 60) * 100_000 * (width * height > 1_000_000 ? 2 : 1);
  const video: oceanengine.VideoInfo = {
    video_id: v.video_id,
    material_id: materialId,
    size: Math.round((bitRate * duration) / 8),
    width,
    height,
    video_url: `${CDN}/video/${v.video_id}.mp4`,
    format: 'mp4',
    signature: randomHex(random, 32),
    poster_url: `${CDN}/${v.video_cover_id ?? `poster/${v.video_id}`}.jpeg`,
    bit_rate: bitRate,
    duration,
    create_time: formatDateTime(uploadedAt),
    filename: fileName(use, VIDEO_LABEL[v.image_mode] ?? '视频', uploadedAt, 'mp4'),
  };
  return { materialId, uploadedAt, wire: { kind: 'video', video } };
}

function imageFile(use: Use, imageId: string, materialId: bigint): LibraryFile {
  const { random } = use;
  const uploadedAt = uploadTime(use);
  const [width, height] = pick(random, HORIZONTAL);
  const format = pick(random, ['jpeg', 'jpeg', 'png'] as const);
  const image: oceanengine.ImageInfo = {
    id: imageId,
    material_id: materialId,
    size: randomInt(random, 80_000, 900_000),
    width,
    height,
    url: `${CDN}/${imageId}.${format}`,
    format,
    signature: randomHex(random, 32),
    create_time: formatDateTime(uploadedAt),
    filename: fileName(use, '横版大图', uploadedAt, format === 'png' ? 'png' : 'jpg'),
    image_mode: 'LARGE',
  };
  return { materialId, uploadedAt, wire: { kind: 'image', image } };
}

const storedFileId = ({ wire }: Readonly<OceanEngineMaterialRecord>): string =>
  wire.kind === 'video' ? wire.video.video_id : wire.image.id;

/**
 * The file's material_id. An upload is stored under it; a copy bound from another advertiser
 * (2/file/material/bind/) keeps the source's ids under a record id of its own.
 */
export const storedMaterialId = ({ wire }: Readonly<OceanEngineMaterialRecord>): bigint =>
  wire.kind === 'video' ? wire.video.material_id : wire.image.material_id;

const promotionsOldestFirst = (state: SandboxState, advertiserId: number) =>
  state.oceanengine.promotions
    .listByAdvertiser(advertiserId)
    .sort((a, b) => a.createdAt - b.createdAt || compareIds(a.id, b.id));

/** Every file of the advertiser's library, in no particular order. */
export function libraryOf(state: SandboxState, advertiserId: number): LibraryFile[] {
  const files = new Map<bigint, LibraryFile>();
  const fileIds = new Set<string>();
  const add = (fileId: string, file: LibraryFile) => {
    if (files.has(file.materialId) || fileIds.has(fileId)) return;
    files.set(file.materialId, file);
    fileIds.add(fileId);
  };
  for (const record of state.oceanengine.materials.listByAdvertiser(advertiserId)) {
    add(storedFileId(record), {
      materialId: storedMaterialId(record),
      uploadedAt: record.createdAt,
      wire: record.wire,
    });
  }
  const advertiser = state.oceanengine.advertisers.find(advertiserId);
  const game = advertiser?.name.split('-')[0] ?? '素材';
  for (const promotion of promotionsOldestFirst(state, advertiserId)) {
    const use = (materialId: bigint): Use => ({
      promotion,
      game,
      random: createRandom(`${state.seed}:oceanengine:file:${materialId}`),
    });
    const m = promotion.wire.promotion_materials;
    for (const v of m.video_material_list ?? []) {
      const id = v.material_id;
      // A 抖音主页视频 (by item_id) stays the 抖音号's: it is not a file of the library.
      if (id !== undefined && v.item_id === undefined && !fileIds.has(v.video_id))
        add(v.video_id, videoFile(use(id), v, id));
    }
    for (const i of (m.image_material_list ?? []).flatMap((g) => g.images)) {
      const id = i.material_id;
      if (id !== undefined && !fileIds.has(i.image_id))
        add(i.image_id, imageFile(use(id), i.image_id, id));
    }
  }
  return [...files.values()];
}

/** The library's material_id of a video (by video_id) or image (by image id), if it is there. */
export function libraryMaterialId(
  state: SandboxState,
  advertiserId: number,
  kind: 'video' | 'image',
  fileId: string,
): bigint | undefined {
  for (const record of state.oceanengine.materials.listByAdvertiser(advertiserId)) {
    if (record.wire.kind === kind && storedFileId(record) === fileId) {
      return storedMaterialId(record);
    }
  }
  // The oldest promotion using the file names it, as in `libraryOf`.
  for (const { wire } of promotionsOldestFirst(state, advertiserId)) {
    const m = wire.promotion_materials;
    const found =
      kind === 'video'
        ? m.video_material_list?.find(
            (v) => v.video_id === fileId && v.item_id === undefined && v.material_id !== undefined,
          )
        : (m.image_material_list ?? [])
            .flatMap((g) => g.images)
            .find((i) => i.image_id === fileId && i.material_id !== undefined);
    if (found) return found.material_id;
  }
  return undefined;
}

/**
 * Whether `videoId` is a 星图 video (a library video of source STAR, the 星图视频 the wizard lists)
 * of an advertiser other than `advertiserId`.
 */
export function starVideoOfAnother(
  state: SandboxState,
  advertiserId: number,
  videoId: string,
): boolean {
  return state.oceanengine.advertisers
    .values()
    .some(
      ({ id }) =>
        id !== advertiserId &&
        libraryOf(state, id).some(
          (f) =>
            f.wire.kind === 'video' &&
            f.wire.video.video_id === videoId &&
            librarySourceOf(state, f.materialId) === 'STAR',
        ),
    );
}
