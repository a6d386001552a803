import type { tencent } from '@toufang/media-wire';
import { createRandom, randomHex, randomInt, type Random } from '../../prng';
import { DAY_MS, HOUR_MS } from '../../sim/time';
import type {
  AdvertiserRecord,
  TencentDynamicCreativeRecord,
  UploadedFileRecord,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';

// An account's image and video library (SDK v3 ImagesGetListStruct, VideosGetListStruct): every
// `video_id` and `image_id` its dynamic creatives' components reference (video covers and image
// lists included, deleted creatives too), plus a few files no creative uses, some of them deleted.
// The sandbox has no upload endpoint for Tencent, so the library is read off the creatives on every
// call: ids always match what the creatives carry. A file's attributes are drawn from SANDBOX_SEED
// and its id, so every read answers the same. A file the seeded world uses was uploaded 1–72
// hours before its first creative; a file a creative written through the API brought in was
// uploaded with that creative, so an incremental read on created_time finds it. Files uploaded
// through images/add and videos/add (upload-routes.ts) join at once; a video shows
// MEDIA_STATUS_PENDING until it is transcoded.

/** The medium's file host (cdn/cdn-hosts.ts). */
const CDN = CDN_HOSTS.tencent;

export interface TencentLibrary {
  images: tencent.LibraryImage[];
  videos: tencent.LibraryVideo[];
}

const IMAGE_SIZES = [
  { width: 1280, height: 720 },
  { width: 720, height: 1280 },
  { width: 1080, height: 1080 },
] as const;

const VIDEO_SIZES = [
  { width: 1280, height: 720 },
  { width: 720, height: 1280 },
] as const;

const unix = (ms: number): number => Math.floor(ms / 1000);

/** A component value's id as the library keys it: an integer or a numeric string. */
function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return null;
}

export function tencentLibrary(
  state: SandboxState,
  advertiser: Readonly<AdvertiserRecord>,
  now: number,
): TencentLibrary {
  const seed = state.seed;
  const game = advertiser.name.split('-')[0] ?? advertiser.name;
  const account = state.sim.accounts.find(`tencent:${advertiser.id}`);
  const refs = references(state, advertiser.id);

  const fileRandom = (kind: string, id: string) => createRandom(`${seed}:tencent:${kind}:${id}`);
  const uploaded = ({ at, seeded }: Reference, random: Random) =>
    seeded ? at - randomInt(random, 1, 72) * HOUR_MS : at;

  const videos = [...refs.videos].map(([id, ref]) => {
    const random = fileRandom('video', id);
    const created = uploaded(ref, random);
    return videoWire(Number(id), game, created, created, random, false);
  });
  const images = [...refs.images].map(([id, ref]) => {
    const random = fileRandom('image', id);
    const created = uploaded(ref, random);
    return imageWire(id, game, created, created, random, false);
  });

  if (account) {
    // Files uploaded while the account was set up that no creative uses.
    const random = createRandom(`${seed}:tencent:${advertiser.id}:library`);
    const originMs = account.originHour * HOUR_MS;
    const from = account.historyStartHour * HOUR_MS - 30 * DAY_MS;
    const when = () => from + Math.floor(random() * (originMs - from));
    const modified = (created: number, deleted: boolean) =>
      deleted ? Math.min(originMs, created + randomInt(random, 1, 20) * DAY_MS) : created;
    for (let n = randomInt(random, 3, 6); n > 0; n -= 1) {
      const id = randomInt(random, 10_000_000, 99_999_999);
      const deleted = random() < 0.25;
      const created = when();
      const changed = modified(created, deleted);
      if (videos.some((v) => v.video_id === id)) continue;
      videos.push(videoWire(id, game, created, changed, fileRandom('video', String(id)), deleted));
    }
    for (let n = randomInt(random, 2, 5); n > 0; n -= 1) {
      const id = String(randomInt(random, 10_000_000, 99_999_999));
      const deleted = random() < 0.25;
      const created = when();
      const changed = modified(created, deleted);
      if (images.some((i) => i.image_id === id)) continue;
      images.push(imageWire(id, game, created, changed, fileRandom('image', id), deleted));
    }
  }

  // A file uploaded through the API is listed once, as uploaded, even when creatives use it.
  for (const file of state.tencent.files.filter((f) => f.advertiserId === advertiser.id)) {
    if (file.kind === 'video') {
      const video = uploadedVideo(file, now);
      const at = videos.findIndex((v) => v.video_id === video.video_id);
      if (at >= 0) videos[at] = video;
      else videos.push(video);
    } else {
      const image = uploadedImage(file);
      const at = images.findIndex((i) => i.image_id === image.image_id);
      if (at >= 0) images[at] = image;
      else images.push(image);
    }
  }

  const newest = (
    a: { created_time?: number | undefined },
    b: { created_time?: number | undefined },
  ) => (b.created_time ?? 0) - (a.created_time ?? 0);
  return {
    images: images.sort((a, b) => newest(a, b) || b.image_id.localeCompare(a.image_id)),
    videos: videos.sort((a, b) => newest(a, b) || b.video_id - a.video_id),
  };
}

interface Reference {
  /** When the first creative using the file was created. */
  at: number;
  /** Whether that creative came with the seeded world. */
  seeded: boolean;
}

/**
 * A seeded creative was made with its adgroup, which the world stamped with its seeded settings;
 * one written through the API was not.
 */
function seededCreative(
  state: SandboxState,
  creative: Readonly<TencentDynamicCreativeRecord>,
): boolean {
  const adgroup =
    creative.parentId === null ? undefined : state.tencent.adgroups.find(creative.parentId);
  return adgroup?.sim?.seeded !== undefined && adgroup.createdAt === creative.createdAt;
}

/** The first reference of each file, creatives in creation order. */
function references(state: SandboxState, advertiserId: number) {
  const videos = new Map<string, Reference>();
  const images = new Map<string, Reference>();
  const add = (map: Map<string, Reference>, value: unknown, ref: Reference) => {
    const id = idOf(value);
    if (id !== null && !map.has(id)) map.set(id, ref);
  };
  const ordered = state.tencent.dynamicCreatives
    .listByAdvertiser(advertiserId)
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  for (const creative of ordered) {
    const ref: Reference = { at: creative.createdAt, seeded: seededCreative(state, creative) };
    const components = creative.wire.creative_components;
    for (const { value } of components.video ?? []) {
      // Video ids are integers on this medium; anything else is no library video.
      const id = Number(value.video_id);
      if (Number.isSafeInteger(id) && id > 0) add(videos, id, ref);
      add(images, value.cover_id, ref);
    }
    for (const { value } of components.image ?? []) add(images, value.image_id, ref);
    for (const { value } of components.image_list ?? []) {
      const list: unknown[] = Array.isArray(value.list) ? (value.list as unknown[]) : [];
      for (const item of list) {
        if (typeof item === 'object' && item !== null) {
          add(images, (item as Record<string, unknown>).image_id, ref);
        }
      }
    }
  }
  return { videos, images };
}

/** SDK ImageType of an uploaded image's format. */
export const IMAGE_TYPE: Record<string, tencent.ImageType> = {
  jpeg: 'IMAGE_TYPE_JPG',
  png: 'IMAGE_TYPE_PNG',
  gif: 'IMAGE_TYPE_GIF',
};

function uploadedImage(file: Readonly<UploadedFileRecord>): tencent.LibraryImage {
  return {
    image_id: file.id,
    width: file.width,
    height: file.height,
    file_size: file.size,
    type: IMAGE_TYPE[file.format] ?? 'IMAGE_TYPE_JPG',
    signature: file.signature,
    description: file.name,
    preview_url: `${CDN}/image/${file.id}.${file.format === 'jpeg' ? 'jpg' : file.format}`,
    status: 'ADSTATUS_NORMAL',
    created_time: unix(file.uploadedAt),
    last_modified_time: unix(file.uploadedAt),
  };
}

function uploadedVideo(file: Readonly<UploadedFileRecord>, now: number): tencent.LibraryVideo {
  const ready = file.readyAt <= now;
  return {
    video_id: Number(file.id),
    width: file.width,
    height: file.height,
    file_size: file.size,
    type:
      file.format === 'mov'
        ? 'MEDIA_TYPE_MOV'
        : file.format === 'avi'
          ? 'MEDIA_TYPE_AVI'
          : 'MEDIA_TYPE_MP4',
    signature: file.signature,
    system_status: ready ? 'MEDIA_STATUS_VALID' : 'MEDIA_STATUS_PENDING',
    status: 'ADSTATUS_NORMAL',
    description: file.name,
    preview_url: `${CDN}/video/${file.id}.${file.format}`,
    key_frame_image_url: `${CDN}/video/${file.id}/key-frame.jpg`,
    created_time: unix(file.uploadedAt),
    last_modified_time: unix(ready ? file.readyAt : file.uploadedAt),
  };
}

function imageWire(
  id: string,
  game: string,
  created: number,
  modified: number,
  random: Random,
  deleted: boolean,
): tencent.LibraryImage {
  const size = IMAGE_SIZES[randomInt(random, 0, IMAGE_SIZES.length - 1)] ?? IMAGE_SIZES[0];
  return {
    image_id: id,
    ...size,
    file_size: randomInt(random, 60_000, 1_900_000),
    type: 'IMAGE_TYPE_JPG',
    signature: randomHex(random, 32),
    description: `${game}-图片-${id}`,
    preview_url: `${CDN}/image/${id}.jpg`,
    status: deleted ? 'ADSTATUS_DELETED' : 'ADSTATUS_NORMAL',
    created_time: unix(created),
    last_modified_time: unix(modified),
  };
}

function videoWire(
  id: number,
  game: string,
  created: number,
  modified: number,
  random: Random,
  deleted: boolean,
): tencent.LibraryVideo {
  const size = VIDEO_SIZES[randomInt(random, 0, VIDEO_SIZES.length - 1)] ?? VIDEO_SIZES[0];
  return {
    video_id: id,
    ...size,
    file_size: randomInt(random, 2_000_000, 90_000_000),
    type: 'MEDIA_TYPE_MP4',
    signature: randomHex(random, 32),
    system_status: 'MEDIA_STATUS_VALID',
    status: deleted ? 'ADSTATUS_DELETED' : 'ADSTATUS_NORMAL',
    description: `${game}-视频-${id}`,
    preview_url: `${CDN}/video/${id}.mp4`,
    key_frame_image_url: `${CDN}/video/${id}/key-frame.jpg`,
    created_time: unix(created),
    last_modified_time: unix(modified),
  };
}
