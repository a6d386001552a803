import { kuaishou } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';

// 视频库-推送视频（新版） over HTTP (media-wire kuaishou/video-share.ts): each target of the same
// company gets the video under a new photo_id in its library, a repeat answers the video held,
// another company's account is mismatched, and the limits refuse the call.

const { ErrorCode, VIDEO_SHARE_LIMITS } = kuaishou;
const SHARE = 'gw/dsp/v1/file/ad/video/share/new';
const OUTSIDE = 999_999_999;

describe('Kuaishou video share', () => {
  let s: KuaishouSession;
  let source: number;
  let sameCompany: number[];
  let otherCompany: number;
  let photo: kuaishou.LibraryVideo;

  const videos = async (advertiserId: number) =>
    kuaishou.VideoLibraryDataSchema.parse(
      (await s.post('v1/file/ad/video/list', { advertiser_id: advertiserId, page_size: 500 })).data,
    ).details;

  beforeAll(async () => {
    s = await startKuaishou();
    const advertisers = s.running.sandbox.state.kuaishou.advertisers;
    const [first] = s.advertisers;
    if (first === undefined) throw new Error('the seed has no advertisers');
    source = first;
    const company = advertisers.get(source).companyId;
    sameCompany = s.advertisers.filter(
      (id) => id !== source && advertisers.get(id).companyId === company,
    );
    otherCompany = s.advertisers.find((id) => advertisers.get(id).companyId !== company) ?? 0;
    if (sameCompany.length < 2 || otherCompany === 0) throw new Error('the seed is too small');
    const [listed] = await videos(source);
    if (!listed) throw new Error('the source library is empty');
    photo = listed;
  });
  afterAll(() => s.running.close());

  it('gives each target its own photo_id of the video, listed in its library', async () => {
    const targets = sameCompany.slice(0, 2);
    const answer = await s.post(SHARE, {
      advertiser_id: source,
      photo_ids: [photo.photo_id],
      account_ids: targets,
    });
    expect(answer.code).toBe(0);
    const data = kuaishou.VideoShareDataSchema.parse(answer.data);
    expect(data.share_status).toBe(1);
    expect(data.mismatched_account_list).toEqual([]);
    expect(data.share_success_list.map((r) => r.account_id)).toEqual(targets);
    for (const result of data.share_success_list) {
      expect(result.original_photo_id).toBe(photo.photo_id);
      expect(result.photo_id).not.toBe(photo.photo_id);
      const held = (await videos(result.account_id)).find((v) => v.photo_id === result.photo_id);
      expect(held).toMatchObject({
        signature: photo.signature,
        photo_name: photo.photo_name,
        duration: photo.duration,
      });
    }

    const again = await s.post(SHARE, {
      advertiser_id: source,
      photo_ids: [photo.photo_id],
      account_ids: [targets[0]],
    });
    const repeat = kuaishou.VideoShareDataSchema.parse(again.data);
    expect(repeat.share_photo_exists).toBe(true);
    expect(repeat.share_success_list[0]?.photo_id).toBe(data.share_success_list[0]?.photo_id);
  });

  it('lists another company’s account as mismatched and shares nothing to it', async () => {
    const before = (await videos(otherCompany)).length;
    const answer = await s.post(SHARE, {
      advertiser_id: source,
      photo_ids: [photo.photo_id],
      account_ids: [otherCompany],
    });
    const data = kuaishou.VideoShareDataSchema.parse(answer.data);
    expect(data).toMatchObject({
      share_status: -1,
      mismatched_account_list: [otherCompany],
      share_success_list: [],
    });
    expect((await videos(otherCompany)).length).toBe(before);
  });

  it('refuses more than 10 videos or accounts, a foreign video and an account outside the token', async () => {
    const [target = 0] = sameCompany;
    const accounts = Array.from(
      { length: VIDEO_SHARE_LIMITS.accountsMax + 1 },
      (_, i) => target + i,
    );
    const photos = Array.from({ length: VIDEO_SHARE_LIMITS.photosMax + 1 }, (_, i) => `5200${i}`);
    const refused = [
      { photo_ids: [photo.photo_id], account_ids: accounts },
      { photo_ids: photos, account_ids: [target] },
      { photo_ids: [], account_ids: [target] },
      { photo_ids: ['5299999999999999999'], account_ids: [target] },
    ];
    for (const body of refused) {
      expect((await s.post(SHARE, { advertiser_id: source, ...body })).code).toBe(
        ErrorCode.PARAM_ERROR,
      );
    }
    const outside = await s.post(SHARE, {
      advertiser_id: source,
      photo_ids: [photo.photo_id],
      account_ids: [OUTSIDE],
    });
    expect(outside.code).toBe(ErrorCode.NO_PERMISSION);
  });
});
