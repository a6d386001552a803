import { kuaishou } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';

// 程序化创意 2.0 over HTTP (reference §2.5; bububa model/dsp/creative/advanced_creative*.go): one
// package per unit of unit_type 7, its materials × captions generated as creatives reviewed one
// by one, the package's view_status summing them up, limits of photo_list / captions / pic_list,
// and the legacy v2/creative/advanced/program family answering the same.

const MINUTE = 60_000;
const { ErrorCode } = kuaishou;

describe('Kuaishou programmatic creatives', () => {
  let s: KuaishouSession;
  let advertiserId: number;
  let campaignId: number;
  let programUnit: number;
  beforeEach(async () => {
    s = await startKuaishou();
    advertiserId = s.advertisers[0] ?? 0;
    await s.audit({ delayMs: 10 * MINUTE, denyRate: 0 });
    const campaign = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '程序化计划',
      type: 2,
      day_budget: 800_000,
    });
    campaignId = campaign.data.campaign_id as number;
    programUnit = await unit('程序化组', 7);
  });
  afterEach(() => s.running.close());

  async function unit(name: string, unitType: 4 | 7): Promise<number> {
    const answer = await s.post('gw/dsp/unit/create', {
      advertiser_id: advertiserId,
      campaign_id: campaignId,
      unit_name: name,
      unit_type: unitType,
      bid_type: 10,
      cpa_bid: 45_000,
      ocpx_action_type: 180,
    });
    expect(answer.code).toBe(0);
    return answer.data.unit_id as number;
  }

  const pkg = {
    package_name: '程序化创意包',
    photo_list: [
      { photo_id: 5_200_000_011, creative_material_type: 1, cover_image_token: 'cover_a.jpg' },
      { photo_id: '5200000012', creative_material_type: 2 },
    ],
    pic_list: ['union_pic.jpg'],
    captions: ['新服开启，登录就送', '组队开黑更好玩'],
    action_bar: '立即下载',
    click_url: 'https://track.example.cn/click',
  };
  const list = async (body: Record<string, unknown> = {}, family = 'gw/dsp/advanced_creative') => {
    const answer = await s.post(`${family}/list`, { advertiser_id: advertiserId, ...body });
    expect(answer.code).toBe(0);
    return kuaishou.AdvancedCreativeListDataSchema.parse(answer.data);
  };
  const only = async () => (await list({ unit_ids: [programUnit] })).details[0];

  it('generates one reviewed creative per material and caption under a unit of type 7', async () => {
    const created = await s.post('gw/dsp/advanced_creative/create', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      ...pkg,
    });
    expect(created.code).toBe(0);
    expect(kuaishou.AdvancedCreativeIdDataSchema.parse(created.data)).toEqual({
      unit_id: programUnit,
    });
    const fresh = await only();
    expect(fresh).toMatchObject({
      unit_id: programUnit,
      package_name: '程序化创意包',
      photo_list: [
        { photo_id: '5200000011', creative_material_type: 1, cover_image_token: 'cover_a.jpg' },
        { photo_id: '5200000012', creative_material_type: 2 },
      ],
      pic_list: ['union_pic.jpg'],
      captions: pkg.captions,
      action_bar: '立即下载',
      click_url: 'https://track.example.cn/click',
      put_status: 1,
      view_status: 41,
    });
    expect(fresh?.creatives).toHaveLength(6);
    expect(new Set(fresh?.creatives.map((c) => c.status))).toEqual(new Set([41]));

    // One package per unit; custom creatives stay out of program units and the custom list.
    const again = await s.post('gw/dsp/advanced_creative/create', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      ...pkg,
    });
    expect(again.code).toBe(ErrorCode.PARAM_ERROR);
    const custom = await s.post('gw/dsp/creative/create', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      creative_name: '自定义',
      creative_material_type: 1,
      photo_id: '5200000013',
    });
    expect(custom.code).toBe(ErrorCode.PARAM_ERROR);
    const customList = await s.post('gw/dsp/creative/list', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
    });
    expect(customList.data.total_count).toBe(0);
    const customUnit = await unit('自定义组', 4);
    const wrongType = await s.post('gw/dsp/advanced_creative/create', {
      advertiser_id: advertiserId,
      unit_id: customUnit,
      ...pkg,
    });
    expect(wrongType.code).toBe(ErrorCode.PARAM_ERROR);

    await s.advance(11 * MINUTE);
    const approved = await only();
    expect(approved?.view_status).toBe(52);
    expect(approved?.view_status_reason).toBe('投放中');
    const legacy = await list({ unit_ids: [programUnit] }, 'v2/creative/advanced/program');
    expect(legacy.details[0]).toEqual(approved);
  });

  it('keeps unchanged combinations on update and reviews only the new ones', async () => {
    await s.post('gw/dsp/advanced_creative/create', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      ...pkg,
    });
    await s.advance(11 * MINUTE);
    const before = await only();
    const kept = new Map(
      before?.creatives.map((c) => [
        `${c.photo_id ?? c.image_tokens?.[0]}|${c.display_info?.description}`,
        c.creative_id,
      ]),
    );

    await s.audit({ denyRate: 1 });
    const update = await s.post('gw/dsp/advanced_creative/update', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      photo_list: [pkg.photo_list[0]],
      captions: [...pkg.captions, '全服第一，秒升满级'],
    });
    expect(update.code).toBe(0);
    const reviewing = await only();
    // 2 materials (one video, the picture) × 3 captions; the second video's combinations left.
    expect(reviewing?.creatives).toHaveLength(6);
    expect(reviewing?.view_status).toBe(55);
    for (const c of reviewing?.creatives ?? []) {
      const key = `${c.photo_id ?? c.image_tokens?.[0]}|${c.display_info?.description}`;
      if (c.display_info?.description === '全服第一，秒升满级') {
        expect(kept.has(key)).toBe(false);
        expect(c.status).toBe(41);
      } else {
        expect(c.creative_id).toBe(kept.get(key));
        expect(c.status).toBe(52);
      }
    }
    await s.advance(11 * MINUTE);
    const mixed = await only();
    expect(mixed?.view_status).toBe(56);
    const deniedOnes = mixed?.creatives.filter((c) => c.status === 42) ?? [];
    expect(deniedOnes).toHaveLength(2);
    expect(deniedOnes.every((c) => (c.review_detail ?? '').length > 0)).toBe(true);
    expect(mixed?.view_status_reason).toContain(deniedOnes[0]?.review_detail?.split('；')[0]);
    expect(mixed?.captions).toEqual([...pkg.captions, '全服第一，秒升满级']);
    expect(mixed?.photo_list.map((p) => p.photo_id)).toEqual(['5200000011']);

    // A new button text is reviewed again in every combination.
    await s.audit({ denyRate: 0 });
    await s.post('v2/creative/advanced/program/update', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      action_bar: '马上玩',
    });
    const rebutton = await only();
    expect(rebutton?.view_status).toBe(41);
    expect(rebutton?.action_bar).toBe('马上玩');
    await s.advance(11 * MINUTE);
    expect((await only())?.view_status).toBe(52);
  });

  it('holds seeded packages whose creatives switch and delete one by one through the status call', async () => {
    const all = await list({ page_size: 2000 });
    expect(all.total_count).toBeGreaterThan(0);
    const seeded = all.details.find((p) => p.unit_id !== programUnit && p.creatives.length > 2);
    expect(seeded).toBeDefined();
    const [first, second] = seeded?.creatives ?? [];
    const unitIds = [seeded?.unit_id ?? 0];
    // The custom list leaves them out.
    const custom = await s.post('gw/dsp/creative/list', {
      advertiser_id: advertiserId,
      creative_ids: [first?.creative_id],
    });
    expect(custom.data.details).toEqual([]);

    const paused = await s.post('v1/creative/update/status', {
      advertiser_id: advertiserId,
      creative_ids: [first?.creative_id],
      put_status: 2,
    });
    expect(paused.data).toEqual({ creative_ids: [first?.creative_id], errors: [] });
    let after = (await list({ unit_ids: unitIds })).details[0];
    expect(after?.creatives.find((c) => c.creative_id === first?.creative_id)?.put_status).toBe(2);
    // One combination still on: the package stays on.
    expect(after?.put_status).toBe(1);

    await s.post('v1/creative/update/status', {
      advertiser_id: advertiserId,
      creative_ids: [second?.creative_id],
      put_status: 3,
    });
    after = (await list({ unit_ids: unitIds })).details[0];
    expect(after?.creatives.map((c) => c.creative_id)).not.toContain(second?.creative_id);
    expect(after?.creatives.length).toBe((seeded?.creatives.length ?? 0) - 1);
    // 所有（包含已删除）: the deleted combination with the live ones.
    const everything = (await list({ unit_ids: unitIds, status: -2 })).details[0];
    expect(
      everything?.creatives.find((c) => c.creative_id === second?.creative_id)?.put_status,
    ).toBe(3);
    expect(everything?.creatives.length).toBe(seeded?.creatives.length);
  });

  it('answers total_count 0 when asked by unit_ids, the details still paged', async () => {
    const answer = await list({ unit_ids: [programUnit] });
    expect(answer.total_count).toBe(0);
    await s.post('gw/dsp/advanced_creative/create', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      ...pkg,
    });
    const asked = await list({ unit_ids: [programUnit] });
    expect(asked.total_count).toBe(0);
    expect(asked.details.map((p) => p.unit_id)).toEqual([programUnit]);
  });

  it('lists deleted packages only when asked', async () => {
    await s.post('gw/dsp/advanced_creative/create', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      ...pkg,
    });
    await s.post('gw/dsp/advanced_creative/update', {
      advertiser_id: advertiserId,
      unit_id: programUnit,
      photo_list: [pkg.photo_list[1]],
    });
    await s.post('v1/ad_unit/update/status', {
      advertiser_id: advertiserId,
      unit_ids: [programUnit],
      put_status: 3,
    });
    const own = { unit_ids: [programUnit] };
    expect((await list(own)).details).toEqual([]);
    const all = await list({ ...own, status: -2 });
    expect(all.details.map((p) => [p.unit_id, p.view_status, p.put_status])).toEqual([
      [programUnit, 40, 3],
    ]);
    // The package as it was when it went, not its earlier combinations.
    expect(all.details[0]?.photo_list.map((p) => p.photo_id)).toEqual(['5200000012']);
    expect(all.details[0]?.creatives.every((c) => c.status === 40)).toBe(true);
    expect((await list({ ...own, status: 40 })).details.length).toBe(1);
    expect((await list({ ...own, put_status_list: [1, 2] })).details).toEqual([]);
  });

  it('refuses packages over the limits', async () => {
    const create = (body: Record<string, unknown>) =>
      s.post('gw/dsp/advanced_creative/create', {
        advertiser_id: advertiserId,
        unit_id: programUnit,
        ...pkg,
        ...body,
      });
    const photos = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        photo_id: 5_200_000_100 + i,
        creative_material_type: 1,
      }));
    expect((await create({ photo_list: photos(11) })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await create({ captions: ['一', '二', '三', '四'] })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await create({ captions: [] })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await create({ captions: ['字'.repeat(31)] })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await create({ captions: ['a'.repeat(61)] })).code).toBe(ErrorCode.PARAM_ERROR);
    const picList = Array.from({ length: 11 }, (_, i) => `pic_${i}.jpg`);
    expect((await create({ pic_list: picList })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await create({ photo_list: [], pic_list: [] })).code).toBe(ErrorCode.PARAM_ERROR);
    const twice = [pkg.photo_list[0], pkg.photo_list[0]];
    expect((await create({ photo_list: twice })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await create({ package_name: '' })).code).toBe(ErrorCode.PARAM_ERROR);
    const tooManyUnits = await s.post('gw/dsp/advanced_creative/list', {
      advertiser_id: advertiserId,
      unit_ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooManyUnits.code).toBe(ErrorCode.PARAM_ERROR);
    // 30 wide characters, or 60 ASCII ones, fit.
    const widest = await create({
      photo_list: photos(10),
      pic_list: picList.slice(0, 10),
      captions: ['字'.repeat(30), 'a'.repeat(60), '混合mixed'],
    });
    expect(widest.code).toBe(0);
    expect((await only())?.creatives).toHaveLength(60);
  });
});
