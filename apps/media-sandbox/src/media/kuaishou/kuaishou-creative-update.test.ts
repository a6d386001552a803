import { kuaishou } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';

// Custom creative updates over HTTP (bububa model/dsp/creative/update.go): a new video, picture
// or text sends the creative back through review (41 → 52 | 42 with review_detail), links and
// names do not; names stay unique within a unit; both route families answer.

const MINUTE = 60_000;
const { ErrorCode } = kuaishou;

describe('Kuaishou creative update', () => {
  let s: KuaishouSession;
  let advertiserId: number;
  let unitId: number;
  beforeEach(async () => {
    s = await startKuaishou();
    advertiserId = s.advertisers[0] ?? 0;
    await s.audit({ delayMs: 10 * MINUTE, denyRate: 0 });
    const campaign = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '创意修改计划',
      type: 2,
      day_budget: 800_000,
    });
    const unit = await s.post('gw/dsp/unit/create', {
      advertiser_id: advertiserId,
      campaign_id: campaign.data.campaign_id,
      unit_name: '创意修改组',
      bid_type: 10,
      cpa_bid: 45_000,
      ocpx_action_type: 180,
    });
    unitId = unit.data.unit_id as number;
  });
  afterEach(() => s.running.close());

  const createVideo = async (name: string) => {
    const answer = await s.post('gw/dsp/creative/create', {
      advertiser_id: advertiserId,
      unit_id: unitId,
      creative_name: name,
      creative_material_type: 1,
      photo_id: '5200000001',
      description: '全新版本上线',
      action_bar_text: '立即下载',
    });
    expect(answer.code).toBe(0);
    return answer.data.creative_id as number;
  };
  const read = async (id: number) =>
    kuaishou.CreativeListDataSchema.parse(
      (await s.post('gw/dsp/creative/list', { advertiser_id: advertiserId, creative_ids: [id] }))
        .data,
    ).details[0];

  it('sends a changed creative back through review and keeps its verdict per round', async () => {
    const id = await createVideo('待修改创意');
    await s.advance(11 * MINUTE);
    expect(await read(id)).toMatchObject({ status: 52 });

    const text = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: id,
      description: '开服冲榜，组队开黑',
    });
    expect(text.code).toBe(0);
    expect(kuaishou.CreativeCreateDataSchema.parse(text.data).creative_id).toBe(id);
    const reviewing = await read(id);
    expect(reviewing).toMatchObject({
      status: 41,
      display_info: { description: '开服冲榜，组队开黑', action_bar_text: '立即下载' },
    });
    await s.advance(11 * MINUTE);
    expect((await read(id))?.status).toBe(52);

    // A new video through the legacy path, denied this time.
    await s.audit({ denyRate: 1 });
    const video = await s.post('v2/creative/update', {
      advertiser_id: advertiserId,
      creative_id: id,
      photo_id: '5200000002',
    });
    expect(video.code).toBe(0);
    expect((await read(id))?.status).toBe(41);
    await s.advance(11 * MINUTE);
    const denied = await read(id);
    expect(denied).toMatchObject({ status: 42, photo_id: '5200000002' });
    expect(denied?.review_detail).toMatch(/.+/);

    // Tracking links and names are not reviewed: the verdict stays.
    const links = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: id,
      creative_name: '改名后的创意',
      click_track_url: 'https://track.example.cn/click?c=1',
    });
    expect(links.code).toBe(0);
    const after = await read(id);
    expect(after).toMatchObject({
      status: 42,
      creative_name: '改名后的创意',
      click_track_url: 'https://track.example.cn/click?c=1',
    });
    expect((after?.update_time ?? '') > (denied?.update_time ?? '')).toBe(true);
  });

  it('switches between video and pictures only with the material the new type needs', async () => {
    const id = await createVideo('换素材创意');
    const missing = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: id,
      creative_material_type: 6,
    });
    expect(missing.code).toBe(ErrorCode.PARAM_ERROR);
    const pictures = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: id,
      creative_material_type: 6,
      image_tokens: ['market_new.jpg'],
    });
    expect(pictures.code).toBe(0);
    const read1 = await read(id);
    expect(read1).toMatchObject({ creative_material_type: 6, image_tokens: ['market_new.jpg'] });
    expect(read1?.photo_id).toBeUndefined();
  });

  it('refuses duplicate names in a unit, bad limits and creatives of others', async () => {
    const first = await createVideo('创意甲');
    await createVideo('创意乙');
    const duplicateCreate = await s.post('gw/dsp/creative/create', {
      advertiser_id: advertiserId,
      unit_id: unitId,
      creative_name: '创意甲',
      creative_material_type: 6,
      image_tokens: ['market_a.jpg'],
    });
    expect(duplicateCreate.code).toBe(ErrorCode.PARAM_ERROR);
    const rename = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: first,
      creative_name: '创意乙',
    });
    expect(rename.code).toBe(ErrorCode.PARAM_ERROR);
    const keepOwnName = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: first,
      creative_name: '创意甲',
    });
    expect(keepOwnName.code).toBe(0);

    const tooLong = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: first,
      creative_name: '名'.repeat(101),
    });
    expect(tooLong.code).toBe(ErrorCode.PARAM_ERROR);
    const longText = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: first,
      description: '字'.repeat(101),
    });
    expect(longText.code).toBe(ErrorCode.PARAM_ERROR);
    const longUrl = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: first,
      click_track_url: `https://track.example.cn/${'a'.repeat(1024)}`,
    });
    expect(longUrl.code).toBe(ErrorCode.PARAM_ERROR);

    const unknown = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: 999,
      description: '不存在',
    });
    expect(unknown.code).toBe(ErrorCode.PARAM_ERROR);
    const other = s.running.sandbox.state.kuaishou.creatives
      .values()
      .find((c) => c.advertiserId !== advertiserId);
    const foreign = await s.post('gw/dsp/creative/update', {
      advertiser_id: advertiserId,
      creative_id: other?.id,
      description: '别人的创意',
    });
    expect(foreign.code).toBe(ErrorCode.NO_PERMISSION);
  });
});
