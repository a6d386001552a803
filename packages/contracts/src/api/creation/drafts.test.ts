import { describe, expect, it } from 'vitest';
import {
  CreationDraftSchema,
  CreationEditBodySchema,
  CreationRetryBodySchema,
  CreationSubmitBodySchema,
  creationDraftDefaults,
  creationPath,
} from '../../index';

const base = { accounts: ['1001'], materials: { file_ids: [1] }, titles: { list: ['标题一'] } };

describe('creation drafts', () => {
  it('fills the Ocean Engine v3 defaults of spec 002 §3 and §9', () => {
    const d = CreationDraftSchema.parse({ medium: 'bytedance', ...base });
    if (d.medium !== 'bytedance') throw new Error('medium');
    expect(d.project.platform).toEqual(['IOS']);
    expect(d.project.delivery_range).toBe('DEFAULT');
    expect(d.project.target).toBe('CONVERT');
    expect(d.project.download_type).toBe('DOWNLOAD_URL');
    expect(d.promotion.creative_material_mode).toBe('STATIC_ASSEMBLE');
    expect(d.rules.ad_num).toBe(10);
    expect(d.titles.limit).toBe(10);
    expect(d.titles.match_rule).toBe(1);
    expect(d.project.delivery_setting.bid_type).toBe('CUSTOM');
    expect(d.project.delivery_setting.pricing).toBe('PRICING_OCPM');
    expect(d.project.audience.region).toEqual({ district: 'NONE', city: [], location_type: 'ALL' });
    // 星广联投: no task joined unless an account picks one, both switches off.
    expect(d.project.star_auto_delivery_switch).toBe('OFF');
    expect(d.project.star_auto_material_addition_switch).toBe('OFF');
  });

  it('keeps an account’s 星广联投 task as a numeric id and refuses another', () => {
    const task = { star_task_id: '7400030100', star_task_name: '星广任务1' };
    const d = CreationDraftSchema.parse({
      medium: 'bytedance',
      ...base,
      account_picks: { '1': task },
    });
    if (d.medium !== 'bytedance') throw new Error('medium');
    expect(d.account_picks['1']).toMatchObject(task);
    const bad = CreationDraftSchema.safeParse({
      medium: 'bytedance',
      ...base,
      account_picks: { '1': { star_task_id: 'x1' } },
    });
    expect(bad.error?.issues[0]?.message).toBe('星广联投任务ID应为数字');
  });

  it('takes regions on both Ocean Engine drafts and refuses an unknown district or user kind', () => {
    const region = { district: 'CITY', city: ['44', 440300], location_type: 'TRAVEL' };
    const v3 = CreationDraftSchema.parse({
      medium: 'bytedance',
      ...base,
      project: { audience: { region } },
    });
    const v2 = CreationDraftSchema.parse({
      medium: 'bytedance_v2',
      ...base,
      ad: { audience: { region } },
    });
    if (v3.medium !== 'bytedance' || v2.medium !== 'bytedance_v2') throw new Error('medium');
    const parsed = { district: 'CITY', city: [44, 440300], location_type: 'TRAVEL' };
    expect(v3.project.audience.region).toEqual(parsed);
    expect(v2.ad.audience.region).toEqual(parsed);
    const bad = CreationDraftSchema.safeParse({
      medium: 'bytedance_v2',
      ...base,
      ad: { audience: { region: { district: 'OVERSEA', location_type: 'NEAR' } } },
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      '地域类型不正确',
      '地域用户类型不正确',
    ]);
  });

  it('fills the Kuaishou defaults: unit_num 10, 3 titles, the 系统自动搭建 name rule', () => {
    const d = CreationDraftSchema.parse({ medium: 'kuaishou', ...base });
    if (d.medium !== 'kuaishou') throw new Error('medium');
    expect(d.rules.unit_num).toBe(10);
    expect(d.titles.limit).toBe(3);
    expect(d.titles.match_rule).toBe(2);
    expect(d.campaign.campaign_name).toBe('系统自动搭建_[日期][序号]');
    expect(d.unit.unit_name).toBe('系统自动搭建_[日期][序号]');
    expect(d.unit.ocpx_action_type).toBe(180);
  });

  it('fills the Tencent defaults: template 721, material_num 3, 10 titles', () => {
    const d = CreationDraftSchema.parse({ medium: 'tencent', ...base });
    if (d.medium !== 'tencent') throw new Error('medium');
    expect(d.creative.dynamic_creative_template_id).toBe(721);
    expect(d.rules.material_num).toBe(3);
    expect(d.titles.limit).toBe(10);
    expect(d.adgroup.optimization_goal).toBe('OPTIMIZATIONGOAL_APP_ACTIVATE');
  });

  it('refuses a draft without accounts, with repeated accounts or an unknown medium', () => {
    expect(
      CreationDraftSchema.safeParse({ medium: 'bytedance', ...base, accounts: [] }).success,
    ).toBe(false);
    expect(
      CreationDraftSchema.safeParse({ medium: 'bytedance', ...base, accounts: ['1', '1'] }).success,
    ).toBe(false);
    expect(CreationDraftSchema.safeParse({ medium: 'other', ...base }).success).toBe(false);
  });

  it('names the spec paths of each medium', () => {
    expect(creationPath('bytedance', 'preview')).toBe('/bytedance/v3/delivery/preview');
    expect(creationPath('kuaishou', 'taskRetry')).toBe('/kuaishou/delivery/task/retry');
    expect(creationPath('tencent', 'preinstallGet')).toBe('/tencent/delivery/preinstall/get');
    expect(creationPath('bytedance_v2', 'submit')).toBe('/bytedance/delivery/submit');
    expect(creationPath('tencent_v2', 'count')).toBe('/tencent/v2/delivery/count');
  });

  it('takes a submit with a config_id, a retry by task or config, an edit with a field', () => {
    const submit = CreationSubmitBodySchema.parse({
      config_id: '0b6f1f3e-7a8f-4f55-9f0e-5f1d2c3b4a59',
      preview_data: { medium: 'tencent', ...base },
    });
    expect(submit.template_id).toBeNull();
    expect(CreationRetryBodySchema.safeParse({}).success).toBe(false);
    expect(CreationRetryBodySchema.safeParse({ task_id: 3 }).success).toBe(true);
    expect(CreationEditBodySchema.safeParse({ task_id: 1, item_id: 2, fields: {} }).success).toBe(
      false,
    );
  });
});

describe('creationDraftDefaults', () => {
  it('starts each medium from its defaults with nothing chosen', () => {
    const feed = creationDraftDefaults('bytedance');
    expect(feed.accounts).toEqual([]);
    expect(feed.materials.file_ids).toEqual([]);
    expect(feed.titles).toEqual({ list: [], match_rule: 1, limit: 10 });
    expect(feed.project.platform).toEqual(['IOS']);
    expect(feed.promotion.creative_material_mode).toBe('STATIC_ASSEMBLE');
    const short = creationDraftDefaults('kuaishou');
    expect(short.titles).toEqual({ list: [], match_rule: 2, limit: 3 });
    expect(short.rules.unit_num).toBe(10);
    const social = creationDraftDefaults('tencent');
    expect(social.creative.dynamic_creative_template_id).toBe(721);
    expect(social.rules.material_num).toBe(3);
  });

  it('becomes a valid draft once accounts, materials and titles are chosen', () => {
    const draft = {
      ...creationDraftDefaults('tencent'),
      accounts: ['1001'],
      materials: { file_ids: [1] },
    };
    draft.titles = { ...draft.titles, list: ['一个标题'] };
    expect(CreationDraftSchema.safeParse(draft).success).toBe(true);
  });
});
