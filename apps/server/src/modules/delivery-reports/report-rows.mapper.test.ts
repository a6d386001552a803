import { describe, expect, it } from 'vitest';
import { promotionFields, toAccountRow, toMaterialRow, yuanOf } from './report-rows.mapper';

describe('report rows', () => {
  it('turns 分 into yuan with 2 decimals', () => {
    expect(yuanOf(1234)).toBe(12.34);
    expect(yuanOf(30_000)).toBe(300);
    expect(yuanOf(null)).toBeNull();
  });

  it('shows no budget for an unlimited account', () => {
    const row = toAccountRow(
      { id: '17', name: '账户', budget_mode: 'BUDGET_MODE_INFINITE', budget: 500, cost: 100 },
      ['stat_cost'],
    );
    expect(row).toMatchObject({
      advertiser_id: '17',
      budget: { budget_mode: 'BUDGET_MODE_INFINITE', budget: null },
      stat_cost: 1,
    });
  });

  it('flags a denied promotion for the audit advice and reads settings kept in raw', () => {
    const row = promotionFields({
      id: '9',
      raw_status: 'AD_STATUS_AUDIT_DENY',
      campaign_id: '5',
      project_name: '项目',
      project_custom: 'ON',
      aweme_id: '',
      auto_extend_traffic: 'OFF',
      creative_count: 3,
    });
    expect(row).toMatchObject({
      audit_denied: true,
      project: { project_id: '5', name: '项目', project_custom: 'ON' },
      native_setting: null,
      auto_extend_traffic: 'OFF',
      creative_count: 3,
    });
  });

  it('shows an image as its own thumbnail and a video by its cover', () => {
    const base = {
      id: '1:2',
      material_id: '2',
      url: 'u',
      cover_url: 'c',
      material_name: 'n',
      name: '',
    };
    expect(toMaterialRow({ ...base, material_type: 'image' }, [])).toMatchObject({
      thumbnail_url: 'u',
      video_url: null,
      material_names: ['n'],
    });
    expect(toMaterialRow({ ...base, material_type: 'video' }, [])).toMatchObject({
      thumbnail_url: 'c',
      video_url: 'u',
    });
  });
});
