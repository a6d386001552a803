import { describe, expect, it } from 'vitest';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { KUAISHOU_WIZARD } from '../definitions/kuaishou-wizard';
import { TENCENT_WIZARD } from '../definitions/tencent-wizard';
import {
  checkStep,
  firstUnchecked,
  initialState,
  loadState,
  saveState,
  stepKind,
} from './wizard-state';
import { defaultValues, fromDraft, toDraft } from './wizard-values';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const account = { advertiser_id: '1001', advertiser_name: '甲账户', alias: null };
const material = {
  fid: 7,
  name: 'a.mp4',
  type: 'video' as const,
  width: 720,
  height: 1280,
  duration: 10,
  rotation: null,
  codec: null,
  thumb_url: null,
  url: '/a.mp4',
};

describe('wizard drafts (spec 002 §3 "Drafts", §9 defaults)', () => {
  it('start from each medium’s defaults', () => {
    const feed = defaultValues('bytedance');
    expect(feed.accounts).toEqual([]);
    expect(feed.project).toMatchObject({
      platform: ['IOS'],
      delivery_range: 'DEFAULT',
      target: 'CONVERT',
      download_type: 'DOWNLOAD_URL',
    });
    expect(feed.promotion).toMatchObject({ creative_material_mode: 'STATIC_ASSEMBLE' });
    expect(feed.rules).toMatchObject({ ad_num: 10 });
    expect(feed.titles).toEqual({ list: [], limit: 10, match_rule: 1 });

    const ks = defaultValues('kuaishou');
    expect(ks.rules).toMatchObject({ unit_num: 10 });
    expect(ks.titles).toEqual({ list: [], limit: 3, match_rule: 2 });
    expect(ks.campaign).toMatchObject({ campaign_name: '系统自动搭建_[日期][序号]' });

    const qq = defaultValues('tencent');
    expect(qq.creative).toMatchObject({ dynamic_creative_template_id: 721 });
    expect(qq.rules).toMatchObject({ material_num: 3 });
  });

  it('make the draft of the calls: account ids and library file ids', () => {
    const values = { ...defaultValues('bytedance') };
    values.accounts = [account];
    values.materials = [material];
    const draft = toDraft(values) as unknown as Record<string, unknown>;
    expect(draft.accounts).toEqual(['1001']);
    expect(draft.materials).toEqual({ file_ids: [7] });
    expect(draft.medium).toBe('bytedance');
  });

  it('read an earlier task’s draft: bare ids, defaults for what it lacks', () => {
    const values = fromDraft('kuaishou', KUAISHOU_WIZARD.schema, {
      medium: 'kuaishou',
      accounts: ['2002'],
      materials: { file_ids: [3, 4] },
      titles: { list: ['标题一'], limit: 2, match_rule: 1 },
      unit: { bid_type: 2, bid: 1.5, unknown_field: 1 },
    });
    expect(values.accounts.map((a) => a.advertiser_id)).toEqual(['2002']);
    expect(values.materials.map((m) => m.fid)).toEqual([3, 4]);
    expect(values.titles).toEqual({ list: ['标题一'], limit: 2, match_rule: 1 });
    expect(values.unit).toMatchObject({ bid_type: 2, bid: 1.5, unit_type: 4 });
    expect(values.unit).not.toHaveProperty('unknown_field');
  });

  it('survive a reload in the session, and a broken entry gives a new draft', () => {
    const storage = new MemoryStorage();
    const state = initialState(TENCENT_WIZARD);
    state.currentStep = 4;
    state.checked = state.checked.map((_, i) => i < 3);
    state.values.accounts = [account];
    saveState(TENCENT_WIZARD, storage, state);
    const loaded = loadState(TENCENT_WIZARD, storage);
    expect(loaded.currentStep).toBe(4);
    expect(loaded.checked.slice(0, 4)).toEqual([true, true, true, false]);
    expect(loaded.values.accounts).toEqual([account]);
    expect(loadState(BYTEDANCE_WIZARD, storage).currentStep).toBe(1);

    storage.setItem('creation-draft:tencent-v3', '{not json');
    expect(loadState(TENCENT_WIZARD, storage)).toEqual(initialState(TENCENT_WIZARD));
  });
});

describe('wizard steps (spec 002 §4 "Wizard")', () => {
  it('number the steps from 1 in the order of the spec', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(stepKind)).toEqual([
      'accounts',
      'convert',
      'level1',
      'level2',
      'creative',
      'rules',
      'preview',
      'submit',
    ]);
  });

  it('check a step against the medium’s schema, in Chinese, on the step’s fields', () => {
    const values = defaultValues('bytedance');
    expect(checkStep(BYTEDANCE_WIZARD, 'accounts', values)).toEqual([
      { field: ['accounts'], message: '请至少选择一个账户' },
    ]);
    const creative = checkStep(BYTEDANCE_WIZARD, 'creative', values);
    // Ocean Engine v3 takes library files or the accounts' own videos (媒体素材).
    expect(creative).toContainEqual({
      field: ['materials'],
      message: '请至少选择一个素材（素材库素材或媒体素材）',
    });
    expect(creative).toContainEqual({ field: ['titles', 'list'], message: '请至少选择一个标题' });

    values.accounts = [account];
    values.materials = [material];
    values.titles = { list: ['一个合格的标题'], limit: 10, match_rule: 1 };
    expect(checkStep(BYTEDANCE_WIZARD, 'accounts', values)).toEqual([]);
    expect(checkStep(BYTEDANCE_WIZARD, 'creative', values)).toEqual([]);
    const own = { source: 'STAR', video_id: 'v1', name: '星图视频' };
    const mediaOnly = {
      ...values,
      materials: [],
      media_materials: { [account.advertiser_id]: [own] },
    };
    expect(checkStep(BYTEDANCE_WIZARD, 'creative', mediaOnly)).toEqual([]);
    values.rules = { ...(values.rules as object), ad_num: 0 };
    expect(checkStep(BYTEDANCE_WIZARD, 'rules', values)).toEqual([
      { field: ['rules', 'ad_num'], message: '每个项目至少 1 个广告' },
    ]);
  });

  it('stop going forward at the first step not yet checked', () => {
    const state = initialState(KUAISHOU_WIZARD);
    state.checked[0] = true;
    expect(firstUnchecked(state, 5)).toBe(2);
    expect(firstUnchecked(state, 2)).toBeUndefined();
  });
});
