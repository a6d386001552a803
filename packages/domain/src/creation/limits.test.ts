import { describe, expect, it } from 'vitest';
import type { BytedanceCreationDraft } from '@toufang/contracts';
import { bytedanceInventory, splitsHours } from './definition-support';
import { CREATION_DEFINITIONS } from './definitions';
import { planCreation } from './plan';
import { materialRefusal, nameRefusal, orientationOf, placementsOf } from './row-checks';
import { contextOf, draftOf, video } from './test-drafts';

const firstRowErrors = (draft: ReturnType<typeof draftOf>, files = [video(1)]) =>
  planCreation(draft, contextOf(files)).rows[0]?.errors ?? [];
const draftErrors = (draft: ReturnType<typeof draftOf>) =>
  planCreation(draft, contextOf([video(1)])).errors;

describe('budget and bid limits', () => {
  it('takes an Ocean Engine project budget from 300 and a conversion bid from 0.01', () => {
    const ok = draftOf('bytedance', {
      project: { download_url: 'https://x', delivery_setting: { budget: 300, cpa_bid: 0.01 } },
    });
    expect(firstRowErrors(ok)).toEqual([]);
    const low = draftOf('bytedance', {
      project: { download_url: 'https://x', delivery_setting: { budget: 299.99, cpa_bid: 0 } },
    });
    expect(firstRowErrors(low)).toEqual(['项目预算不能小于300', '转化出价不能小于0.01']);
  });

  it('needs no Ocean Engine budget under 不限 and no bid under NO_BID', () => {
    const d = draftOf('bytedance', {
      project: {
        download_url: 'https://x',
        delivery_setting: {
          budget_mode: 'BUDGET_MODE_INFINITE',
          budget: null,
          bid_type: 'NO_BID',
          cpa_bid: null,
        },
      },
    });
    expect(firstRowErrors(d)).toEqual([]);
  });

  it('takes a Kuaishou campaign day budget from 500 and a unit bid from 0.2', () => {
    const d = draftOf('kuaishou', {
      campaign: { day_budget_type: 'DAY', day_budget: 499 },
      unit: { url: 'https://x', cpa_bid: 0.1 },
    });
    expect(firstRowErrors(d)).toEqual(['计划预算不能小于500', '目标成本不能小于0.2']);
  });

  it('needs no Kuaishou unit bid under the campaign bid type 最大转化', () => {
    const d = draftOf('kuaishou', {
      campaign: { bid_type: 1 },
      unit: { url: 'https://x', cpa_bid: null },
    });
    expect(firstRowErrors(d)).toEqual([]);
  });

  it('refuses a Kuaishou unit budget under 100', () => {
    const d = draftOf('kuaishou', { unit: { url: 'https://x', cpa_bid: 10, day_budget: 99 } });
    expect(draftErrors(d)).toContain('广告组预算不能小于100');
  });

  it('takes a Tencent adgroup budget of 50 to 4,000,000 or 不限, and a bid from 0.1', () => {
    const base = { creative: { page_url: 'https://x' } };
    expect(
      firstRowErrors(
        draftOf('tencent', { ...base, adgroup: { bid_amount: 0.1, daily_budget: 0 } }),
      ),
    ).toEqual([]);
    expect(
      firstRowErrors(
        draftOf('tencent', { ...base, adgroup: { bid_amount: 0.05, daily_budget: 49 } }),
      ),
    ).toEqual(['广告日预算不能小于50', '出价不能小于0.1']);
    expect(
      firstRowErrors(
        draftOf('tencent', { ...base, adgroup: { bid_amount: 1, daily_budget: 4_000_001 } }),
      ),
    ).toEqual(['广告日预算不能大于4000000']);
  });
});

describe('settings of the drafts', () => {
  it('takes a search project’s keywords by Ocean Engine’s limits, and keywords on search only', () => {
    const project = { download_url: 'https://x', delivery_setting: { budget: 500, cpa_bid: 1 } };
    const search = (keywords: { word: string; match_type?: string }[]) =>
      draftOf('bytedance', { project: { ...project, ad_type: 'SEARCH', keywords } });
    expect(
      draftErrors(search([{ word: '传奇手游' }, { word: '传奇下载', match_type: 'PRECISION' }])),
    ).toEqual([]);
    expect(
      draftErrors(search([{ word: '传奇' }, { word: '传奇' }, { word: '长'.repeat(21) }])),
    ).toEqual(['关键词「传奇」重复', `关键词「${'长'.repeat(21)}」超过 20 个字`]);
    const many = Array.from({ length: 1001 }, (_, i) => ({ word: `词${i}` }));
    expect(draftErrors(search(many))).toEqual([
      '每个项目最多 1000 个关键词，已有 0 个，本次添加 1001 个',
    ]);
    const feed = draftOf('bytedance', { project: { ...project, keywords: [{ word: '传奇' }] } });
    expect(draftErrors(feed)).toEqual(['只有搜索广告可以设置关键词']);
  });

  it('asks for a deep optimisation method when pay converts with deep 每次付费', () => {
    const goal = { external_action: 'AD_CONVERT_TYPE_PAY', deep_external_action: 'DEFAULT' };
    const missing = draftOf('bytedance', {
      project: {
        download_url: 'https://x',
        delivery_setting: { budget: 500, cpa_bid: 1 },
        optimize_goal: goal,
      },
    });
    expect(draftErrors(missing)).toContain('付费转化的深度目标为每次付费时，请选择深度优化方式');
    const given = draftOf('bytedance', {
      project: {
        download_url: 'https://x',
        delivery_setting: { budget: 500, cpa_bid: 1, roi_goal: 1.2 },
        optimize_goal: { ...goal, deep_bid_type: 'ROI_COEFFICIENT' },
      },
    });
    expect(draftErrors(given)).toEqual([]);
  });

  it('refuses a deep optimisation method for other converts', () => {
    const d = draftOf('bytedance', {
      project: {
        download_url: 'https://x',
        delivery_setting: { budget: 500, cpa_bid: 1 },
        optimize_goal: { deep_bid_type: 'DEEP_BID_MIN' },
      },
    });
    expect(draftErrors(d)).toContain('只有付费转化且深度目标为每次付费时可选深度优化方式');
  });

  it('asks for a ROI ratio on Kuaishou ROI goals and allows deep goals on activation only', () => {
    const roi = draftOf('kuaishou', {
      unit: { url: 'https://x', cpa_bid: 1, ocpx_action_type: 191 },
    });
    expect(draftErrors(roi)).toContain('ROI系数不能为空');
    const deep = draftOf('kuaishou', {
      unit: { url: 'https://x', cpa_bid: 1, ocpx_action_type: 190, deep_conversion_type: 7 },
    });
    expect(draftErrors(deep)).toContain('只有激活目标可设置深度转化目标');
  });

  it('asks Tencent for placements or automatic placements, and a landing page', () => {
    const d = draftOf('tencent', {
      adgroup: { bid_amount: 1, automatic_site_enabled: false },
      creative: { page_url: '' },
    });
    expect(draftErrors(d)).toEqual(['请选择版位或开启自动版位', '请选择落地页或填写落地页链接']);
  });

  it('refuses more rows per parent, materials or titles per row than the medium takes', () => {
    const d = draftOf('tencent', {
      adgroup: { bid_amount: 1 },
      creative: { page_url: 'https://x' },
      rules: { ad_num: 31, material_num: 11 },
      titles: { list: ['一个标题'], limit: 11 },
    });
    expect(draftErrors(d)).toEqual([
      '每个广告最多 30 个创意',
      '每个创意最多 10 个素材',
      '每个创意最多 10 个标题',
    ]);
    const ks = draftOf('kuaishou', {
      unit: { url: 'https://x', cpa_bid: 1 },
      titles: { list: ['一个标题'], limit: 4 },
    });
    expect(draftErrors(ks)).toContain('每个广告组最多 3 个标题');
  });
});

describe('names and titles', () => {
  it('limits names per level: Ocean Engine 50, Kuaishou 100, Tencent adgroup 120 and creative 60', () => {
    expect(
      nameRefusal('a'.repeat(50), '项目', CREATION_DEFINITIONS.bytedance.parent.nameMax),
    ).toBeUndefined();
    expect(nameRefusal('a'.repeat(51), '项目', 50)).toBe(
      `项目名称「${'a'.repeat(51)}」超过 50 个字（当前 51）`,
    );
    expect(CREATION_DEFINITIONS.kuaishou.row.nameMax).toBe(100);
    expect(CREATION_DEFINITIONS.tencent.parent.nameMax).toBe(120);
    expect(CREATION_DEFINITIONS.tencent.row.nameMax).toBe(60);
    expect(nameRefusal('', '广告', 50)).toBe('广告名称不能为空');
  });

  it('checks titles with each medium length rule', () => {
    const short = draftOf('bytedance', { titles: { list: ['四个字啊'] } });
    expect(firstRowErrors(short)).toEqual(['标题「四个字啊」：巨量引擎标题至少 5 个字（当前 4）']);
    const ks = draftOf('kuaishou', {
      unit: { url: 'https://x', cpa_bid: 1 },
      titles: { list: ['一'.repeat(31)] },
    });
    expect(firstRowErrors(ks)[0]).toContain('磁力引擎标题最多 30 个字');
  });
});

describe('material specs per placement', () => {
  it('tells orientations from the frame', () => {
    expect(orientationOf({ width: 720, height: 1280 })).toBe('vertical');
    expect(orientationOf({ width: 1280, height: 720 })).toBe('horizontal');
    expect(orientationOf({ width: 800, height: 800 })).toBe('square');
    expect(orientationOf({ width: null, height: 800 })).toBeNull();
  });

  it('needs vertical videos on Kuaishou 激励视频 and horizontal ones on Tencent template 721', () => {
    const ks = placementsOf(CREATION_DEFINITIONS.kuaishou, ['24']);
    expect(materialRefusal(video(1), ks)).toBe(
      '素材「素材1.mp4」不符合激励视频的要求：只接受竖版视频',
    );
    expect(materialRefusal(video(1, { width: 720, height: 1280 }), ks)).toBeUndefined();
    const qq = placementsOf(CREATION_DEFINITIONS.tencent, ['721']);
    expect(materialRefusal(video(1, { width: 720, height: 1280 }), qq)).toBe(
      '素材「素材1.mp4」不符合横版视频的要求：只接受横版视频',
    );
    expect(materialRefusal(video(1, { durationMs: 61_000 }), qq)).toBe(
      '素材「素材1.mp4」不符合横版视频的要求：视频时长最多 60 秒',
    );
  });

  it('refuses small frames, images where only video goes, and unapproved files', () => {
    const all = placementsOf(CREATION_DEFINITIONS.bytedance, []);
    expect(materialRefusal(video(1, { width: 640, height: 360 }), all)).toBe(
      '素材「素材1.mp4」不符合全部广告位的要求：视频短边至少 720 像素',
    );
    const game = placementsOf(CREATION_DEFINITIONS.bytedance, ['UNION_BOUTIQUE_GAME']);
    expect(materialRefusal(video(1, { kind: 'image', name: '图.jpg' }), game)).toBe(
      '素材「图.jpg」不符合精品游戏的要求：不接受图片',
    );
    expect(materialRefusal(video(1, { approved: false }), all)).toBe(
      '素材「素材1.mp4」未通过审核，不能投放',
    );
  });

  it('checks a video duration of 4 to 300 seconds by default', () => {
    const all = placementsOf(CREATION_DEFINITIONS.bytedance, []);
    expect(materialRefusal(video(1, { durationMs: 3_000 }), all)).toContain('视频时长至少 4 秒');
    expect(materialRefusal(video(1, { durationMs: 301_000 }), all)).toContain(
      '视频时长最多 300 秒',
    );
  });
});

describe('Kuaishou hourly schedules', () => {
  it('refuses a schedule that sets the halves of an hour apart', () => {
    const hourly = '11'.repeat(100) + '00'.repeat(68);
    expect(splitsHours(hourly)).toBe(false);
    expect(splitsHours(`10${'11'.repeat(167)}`)).toBe(true);
    const d = draftOf('kuaishou', {
      unit: { url: 'https://x', cpa_bid: 1, schedule_time: `01${'1'.repeat(334)}` },
    });
    expect(draftErrors(d)).toContain(
      '快手投放时段只能按整点设置：周一 00:30–01:00 只选了半小时，请选满或取消 00:00–01:00',
    );
  });
});

describe('Ocean Engine delivery ranges', () => {
  const project = (over: Record<string, unknown>) =>
    (
      draftOf('bytedance', {
        project: { download_url: 'https://x', ...over },
      }) as BytedanceCreationDraft
    ).project;

  it('delivers to the chosen inventories under DEFAULT, the medium’s pick when none', () => {
    expect(bytedanceInventory(project({ inventory_type: ['INVENTORY_AWEME_FEED'] }))).toEqual({
      catalog: 'MANUAL',
      inventories: ['INVENTORY_AWEME_FEED'],
    });
    expect(bytedanceInventory(project({}))).toEqual({
      catalog: 'UNIVERSAL_SMART',
      inventories: [],
    });
  });

  it('delivers to 穿山甲 only under UNION and lets the medium pick under UNIVERSAL', () => {
    expect(
      bytedanceInventory(project({ delivery_range: 'UNION', inventory_type: ['INVENTORY_FEED'] })),
    ).toEqual({
      catalog: 'MANUAL',
      inventories: ['INVENTORY_UNION_SLOT'],
    });
    expect(
      bytedanceInventory(
        project({ delivery_range: 'UNIVERSAL', inventory_type: ['INVENTORY_FEED'] }),
      ),
    ).toEqual({
      catalog: 'UNIVERSAL_SMART',
      inventories: [],
    });
  });
});
