import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// 素材推送 over HTTP (media-wire oceanengine/file-bind.ts): files copied to advertisers of the
// same company with their ids, a second copy listed as existing, and every refusal copying nothing.

const { ErrorCode, MATERIAL_BIND_LIMITS } = oceanengine;
const BIND = '2/file/material/bind/';
const VIDEOS = '2/file/video/get/';
const IMAGES = '2/file/image/get/';
const OUTSIDE = 999_999_999;

describe('Ocean Engine material bind', () => {
  let s: OceanEngineSession;
  let source: number;
  let sameCompany: number[];
  let otherCompany: number;
  let video: Json;
  let image: Json;

  const library = async (advertiserId: number, path = VIDEOS) =>
    listAll(s, path, { advertiser_id: advertiserId });
  const videoIdsOf = async (advertiserId: number) =>
    (await library(advertiserId)).map((v) => v.video_id);

  beforeAll(async () => {
    s = await startOceanEngine();
    const advertisers = s.running.sandbox.state.oceanengine.advertisers;
    const [first] = s.advertisers;
    if (first === undefined) throw new Error('the seed has no advertisers');
    source = first;
    const company = advertisers.get(source).companyId;
    sameCompany = s.advertisers.filter(
      (id) => id !== source && advertisers.get(id).companyId === company,
    );
    otherCompany = s.advertisers.find((id) => advertisers.get(id).companyId !== company) ?? 0;
    if (sameCompany.length < 2 || otherCompany === 0) throw new Error('the seed is too small');
    const [firstVideo] = await library(source);
    const [firstImage] = await library(source, IMAGES);
    if (!firstVideo || !firstImage) throw new Error('the source library is empty');
    video = firstVideo;
    image = firstImage;
  });
  afterAll(() => s.running.close());

  it('copies a video to advertisers of the same company with its ids and name', async () => {
    const targets = sameCompany.slice(0, 2);
    const answer = await s.post(BIND, {
      advertiser_id: source,
      target_advertiser_ids: targets,
      video_ids: [video.video_id],
    });
    expect(answer.code).toBe(0);
    expect(oceanengine.MaterialBindDataSchema.parse(answer.data).fail_list).toEqual([]);
    for (const target of targets) {
      const copied = (await library(target)).find((v) => v.video_id === video.video_id);
      expect(copied?.material_id).toBe(video.material_id);
      expect(copied?.signature).toBe(video.signature);
      expect(copied?.filename).toBe(video.filename);
    }
  });

  it('lists a file a target already has in fail_list and copies the others', async () => {
    const [had, fresh] = sameCompany;
    const answer = await s.post(BIND, {
      advertiser_id: source,
      target_advertiser_ids: [had, fresh, source],
      image_ids: [image.id],
    });
    expect(answer.code).toBe(0);
    const again = await s.post(BIND, {
      advertiser_id: source,
      target_advertiser_ids: [had, source],
      image_ids: [image.id],
    });
    expect(oceanengine.MaterialBindDataSchema.parse(again.data).fail_list).toEqual([
      { image_id: image.id, target_advertiser_id: had, fail_reason: 'IMAGE_BINDING_EXISTED' },
      { image_id: image.id, target_advertiser_id: source, fail_reason: 'IMAGE_BINDING_EXISTED' },
    ]);
    const first = oceanengine.MaterialBindDataSchema.parse(answer.data).fail_list;
    expect(first.map((f) => f.target_advertiser_id)).toEqual([source]);
  });

  it('refuses more than 50 targets or files, both kinds or neither, copying nothing', async () => {
    const target = sameCompany[1] ?? 0;
    const before = await videoIdsOf(target);
    const tooManyTargets = Array.from(
      { length: MATERIAL_BIND_LIMITS.targetsMax + 1 },
      (_, i) => target + i,
    );
    const tooManyFiles = Array.from(
      { length: MATERIAL_BIND_LIMITS.filesMax + 1 },
      (_, i) => `v${i}`,
    );
    const refused = [
      { target_advertiser_ids: tooManyTargets, video_ids: [video.video_id] },
      { target_advertiser_ids: [target], video_ids: tooManyFiles },
      { target_advertiser_ids: [target], video_ids: [video.video_id], image_ids: [image.id] },
      { target_advertiser_ids: [target] },
      { target_advertiser_ids: [], video_ids: [video.video_id] },
    ];
    for (const body of refused) {
      const answer = await s.post(BIND, { advertiser_id: source, ...body });
      expect(answer.code).toBe(ErrorCode.PARAM_ERROR);
    }
    expect(await videoIdsOf(target)).toEqual(before);
  });

  it('refuses a target of another company, a foreign file and an account outside the token', async () => {
    const [, target] = sameCompany;
    const before = await videoIdsOf(target ?? 0);
    const foreign = await s.post(BIND, {
      advertiser_id: source,
      target_advertiser_ids: [target, otherCompany],
      video_ids: [(await library(source)).at(-1)?.video_id],
    });
    expect(foreign.code).toBe(ErrorCode.PARAM_ERROR);
    expect(foreign.message).toContain('同一主体');
    const [otherVideo] = await library(otherCompany);
    const notOurs = await s.post(BIND, {
      advertiser_id: source,
      target_advertiser_ids: [target],
      video_ids: [otherVideo?.video_id],
    });
    expect(notOurs.code).toBe(ErrorCode.PARAM_ERROR);
    const outside = await s.post(BIND, {
      advertiser_id: source,
      target_advertiser_ids: [OUTSIDE],
      video_ids: [video.video_id],
    });
    expect(outside.code).toBe(ErrorCode.NO_PERMISSION);
    expect(await videoIdsOf(target ?? 0)).toEqual(before);
  });
});
