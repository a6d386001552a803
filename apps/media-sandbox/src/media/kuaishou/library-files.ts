import type { kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import { createRandom, randomHex, randomInt, type Random } from '../../prng';
import { DAY_MS, HOUR_MS } from '../../sim/time';
import type {
  AdvertiserRecord,
  KuaishouCreativeRecord,
  UploadedFileRecord,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';

// An advertiser's file library (reference §2.5, §2.9): every video (`photo_id`) and picture
// (`image_token`) its creatives reference — custom ones and those programmatic packages generated,
// deleted ones too — plus a few files no creative uses, some of those videos deleted. The sandbox
// has no upload endpoint for Kuaishou, so the library is read off the creatives on every call:
// ids always match what the creatives carry. A file's attributes are drawn from SANDBOX_SEED and
// its id, so every read answers the same. A file the seeded world uses was uploaded 1–72 hours
// before its first creative; a file a creative written through the API brought in was uploaded
// with that creative, so an incremental read by upload day finds it. Files uploaded through
// v2/file/ad/{image,video}/upload (upload-routes.ts) join once processed.

/** The medium's file host (cdn/cdn-hosts.ts). */
const CDN = CDN_HOSTS.kuaishou;

/** 图片类型 of the image list (bububa model/file/image.go): 0 默认, 5 竖版, 6 横版, 12 开屏. */
export type PicType = 0 | 5 | 6 | 12;

export interface LibraryVideoFile {
  wire: kuaishou.LibraryVideo;
  uploadedAt: number;
  /** The upload, or the deletion of a deleted video. */
  updatedAt: number;
}

export interface LibraryImageFile {
  wire: kuaishou.LibraryImage & { pic_type: PicType };
  uploadedAt: number;
}

export interface KuaishouLibrary {
  videos: LibraryVideoFile[];
  images: LibraryImageFile[];
}

interface Reference {
  /** When the first creative using the file was created. */
  at: number;
  /** The creative_material_type of that creative. */
  materialType: kuaishou.ListedCreativeMaterialType;
  /** A video's md5 as the creative carries it. */
  md5?: string | undefined;
  /** Whether that creative came with the seeded world. */
  seeded: boolean;
}

/** A video's frame by the creative type using it: 2 横版视频 is landscape, the rest portrait. */
const videoSize = (type: kuaishou.ListedCreativeMaterialType) =>
  type === 2 ? { width: 1280, height: 720 } : { width: 720, height: 1280 };

/** A picture's type by the creative type using it; a video's cover takes the video's frame. */
function picType(type: kuaishou.ListedCreativeMaterialType): PicType {
  if (type === 11 || type === 12) return 12;
  if (type === 1 || type === 5) return 5;
  if (type === 2 || type === 6) return 6;
  return 0;
}

const PIC_SIZE: Record<PicType, { width: number; height: number }> = {
  0: { width: 1080, height: 1080 },
  5: { width: 720, height: 1280 },
  6: { width: 1280, height: 720 },
  12: { width: 1080, height: 1920 },
};

/** Epoch ms cut to whole seconds, as the wire's "yyyy-MM-dd HH:mm:ss" shows them. */
const wholeSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

export function kuaishouLibrary(
  state: SandboxState,
  advertiser: Readonly<AdvertiserRecord>,
  now: number,
): KuaishouLibrary {
  const seed = state.seed;
  const game = advertiser.name.split('-')[0] ?? advertiser.name;
  const account = state.sim.accounts.find(`kuaishou:${advertiser.id}`);
  const { videos, images } = references(state, advertiser.id);

  const fileRandom = (id: string) => createRandom(`${seed}:kuaishou:file:${id}`);
  const uploaded = (ref: Reference, random: Random) =>
    wholeSecond(ref.seeded ? ref.at - randomInt(random, 1, 72) * HOUR_MS : ref.at);

  const videoFiles = [...videos].map(([photoId, ref]): LibraryVideoFile => {
    const random = fileRandom(photoId);
    const uploadedAt = uploaded(ref, random);
    return {
      wire: videoWire(photoId, game, videoSize(ref.materialType), uploadedAt, random, ref.md5, 1),
      uploadedAt,
      updatedAt: uploadedAt,
    };
  });
  const imageFiles = [...images].map(([token, ref]): LibraryImageFile => {
    const random = fileRandom(token);
    const type = picType(ref.materialType);
    return { wire: imageWire(token, type, random), uploadedAt: uploaded(ref, random) };
  });

  if (account) {
    // Files uploaded while the account was set up that no creative uses.
    const random = createRandom(`${seed}:kuaishou:${advertiser.id}:library`);
    const originMs = account.originHour * HOUR_MS;
    const from = account.historyStartHour * HOUR_MS - 30 * DAY_MS;
    const when = () => wholeSecond(from + Math.floor(random() * (originMs - from)));
    for (let n = randomInt(random, 3, 6); n > 0; n -= 1) {
      const photoId = String(randomInt(random, 10 ** 9, 10 ** 10 - 1));
      const portrait = random() < 0.7;
      const deleted = random() < 0.25;
      const uploadedAt = when();
      if (videoFiles.some((v) => v.wire.photo_id === photoId)) continue;
      const updatedAt = deleted
        ? Math.min(wholeSecond(originMs), uploadedAt + randomInt(random, 1, 20) * DAY_MS)
        : uploadedAt;
      const size = videoSize(portrait ? 1 : 2);
      const own = fileRandom(photoId);
      videoFiles.push({
        wire: videoWire(photoId, game, size, uploadedAt, own, undefined, deleted ? 0 : 1),
        uploadedAt,
        updatedAt,
      });
    }
    for (let n = randomInt(random, 2, 5); n > 0; n -= 1) {
      const token = `market_${randomHex(random, 24)}.jpg`;
      const type = random() < 0.5 ? 5 : 6;
      const uploadedAt = when();
      if (imageFiles.some((i) => i.wire.image_token === token)) continue;
      imageFiles.push({ wire: imageWire(token, type, fileRandom(token)), uploadedAt });
    }
  }

  for (const file of state.kuaishou.files.filter(
    (f) => f.advertiserId === advertiser.id && f.readyAt <= now,
  )) {
    if (file.kind === 'video') videoFiles.push(uploadedVideo(file));
    else imageFiles.push(uploadedImage(file));
  }

  return {
    videos: videoFiles.sort(
      (a, b) => b.uploadedAt - a.uploadedAt || b.wire.photo_id.localeCompare(a.wire.photo_id),
    ),
    images: imageFiles.sort(
      (a, b) => b.uploadedAt - a.uploadedAt || b.wire.image_token.localeCompare(a.wire.image_token),
    ),
  };
}

/**
 * A seeded creative was made with its unit, which the world stamped with its seeded settings;
 * one written through the API was not.
 */
function seededCreative(state: SandboxState, creative: Readonly<KuaishouCreativeRecord>): boolean {
  const unit =
    creative.parentId === null ? undefined : state.kuaishou.units.find(creative.parentId);
  return unit?.sim?.seeded !== undefined && unit.createdAt === creative.createdAt;
}

/** The first reference of each file, creatives in creation order. */
function references(state: SandboxState, advertiserId: number) {
  const videos = new Map<string, Reference>();
  const images = new Map<string, Reference>();
  const ordered = state.kuaishou.creatives
    .listByAdvertiser(advertiserId)
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  for (const creative of ordered) {
    const { wire } = creative;
    const ref = {
      at: creative.createdAt,
      materialType: wire.creative_material_type,
      seeded: seededCreative(state, creative),
    };
    if (wire.photo_id && !videos.has(wire.photo_id)) {
      videos.set(wire.photo_id, { ...ref, md5: wire.photo_md5 });
    }
    for (const token of [wire.image_token, ...(wire.image_tokens ?? [])]) {
      if (token && !images.has(token)) images.set(token, ref);
    }
  }
  return { videos, images };
}

function videoWire(
  photoId: string,
  game: string,
  size: { width: number; height: number },
  uploadedAt: number,
  random: Random,
  md5: string | undefined,
  status: kuaishou.VideoNewStatus,
): kuaishou.LibraryVideo {
  return {
    photo_id: photoId,
    photo_name: `${game}-视频-${photoId.slice(-6)}`,
    ...size,
    url: `${CDN}/photo/${photoId}.mp4`,
    cover_url: `${CDN}/photo/${photoId}/cover.jpg`,
    signature: md5 ?? randomHex(random, 32),
    upload_time: formatDateTime(uploadedAt),
    new_status: status,
    duration: randomInt(random, 8, 60) * 1000 + randomInt(random, 0, 999),
    // 0 自上传.
    source: 0,
  };
}

function uploadedVideo(file: Readonly<UploadedFileRecord>): LibraryVideoFile {
  return {
    wire: {
      photo_id: file.id,
      photo_name: file.name,
      width: file.width,
      height: file.height,
      url: `${CDN}/photo/${file.id}.mp4`,
      cover_url: `${CDN}/photo/${file.id}/cover.jpg`,
      signature: file.signature,
      upload_time: formatDateTime(file.uploadedAt),
      new_status: 1,
      duration: file.durationMs,
      source: 0,
    },
    uploadedAt: wholeSecond(file.uploadedAt),
    updatedAt: wholeSecond(file.readyAt),
  };
}

/** The picture types the image list answers: 开屏 sizes as 12, 竖版 5, 横版 6, the rest 0. */
export function picTypeOfUpload(type: number | undefined): PicType {
  if (type === 5 || type === 6) return type;
  if (type !== undefined && type >= 8 && type <= 13) return 12;
  return 0;
}

function uploadedImage(file: Readonly<UploadedFileRecord>): LibraryImageFile {
  return {
    wire: {
      image_token: file.id,
      url: `${CDN}/image/${file.id}`,
      width: file.width,
      height: file.height,
      size: file.size,
      format: file.format === 'jpeg' ? 'jpg' : file.format,
      signature: file.signature,
      pic_type: picTypeOfUpload(file.type),
    },
    uploadedAt: wholeSecond(file.uploadedAt),
  };
}

function imageWire(token: string, type: PicType, random: Random): LibraryImageFile['wire'] {
  const extension = /\.(\w+)$/.exec(token)?.[1]?.toLowerCase() ?? 'jpg';
  return {
    image_token: token,
    url: `${CDN}/image/${token}`,
    ...PIC_SIZE[type],
    size: randomInt(random, 60_000, 1_900_000),
    format: extension === 'jpeg' ? 'jpg' : extension,
    signature: randomHex(random, 32),
    pic_type: type,
  };
}
