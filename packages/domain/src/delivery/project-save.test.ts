import { describe, expect, it } from 'vitest';
import {
  COUNTY_REGION_VERSION,
  formatSaveDate,
  preparePromotionForSave,
  prepareProjectForSave,
} from './project-save';

describe('formatSaveDate (spec 001 §5: dates YYYY-MM-DD)', () => {
  it.each([
    { value: '2025-10-13', want: '2025-10-13' },
    { value: '2025-10-13 08:30:00', want: '2025-10-13' },
    { value: '2025/1/5', want: '2025-01-05' },
    { value: new Date('2025-10-12T16:00:00Z'), want: '2025-10-13' },
    { value: new Date('2025-10-12T15:59:59Z'), want: '2025-10-12' },
  ])('$value → $want', ({ value, want }) => {
    expect(formatSaveDate(value)).toBe(want);
  });

  it.each(['tomorrow', '2025-02-30', new Date(Number.NaN)])('refuses %j', (value) => {
    expect(() => formatSaveDate(value)).toThrow(RangeError);
  });
});

describe('prepareProjectForSave (spec 001 §5 "Saving a project")', () => {
  it('formats the start and end dates and keeps the rest of delivery_setting', () => {
    const { project } = prepareProjectForSave({
      delivery_setting: {
        start_time: '2025-10-13 00:00:00',
        end_time: new Date('2025-12-31T04:00:00Z'),
        budget: 500,
      },
    });
    expect(project.delivery_setting).toEqual({
      start_time: '2025-10-13',
      end_time: '2025-12-31',
      budget: 500,
    });
  });

  it('keeps an end date left empty for long-term delivery', () => {
    const { project } = prepareProjectForSave({
      delivery_setting: { start_time: '2025-10-13', end_time: null },
    });
    expect(project.delivery_setting).toEqual({ start_time: '2025-10-13', end_time: null });
  });

  it('drops audience_extend and interest_action_mode in procedural mode', () => {
    const { project } = prepareProjectForSave({
      delivery_mode: 'PROCEDURAL',
      audience_extend: 'ON',
      audience: { interest_action_mode: 'CUSTOM', gender: 'GENDER_MALE' },
    });
    expect(project).toEqual({ delivery_mode: 'PROCEDURAL', audience: { gender: 'GENDER_MALE' } });
  });

  it('keeps them in manual mode', () => {
    const input = {
      delivery_mode: 'MANUAL',
      audience_extend: 'ON',
      audience: { interest_action_mode: 'CUSTOM' },
    };
    expect(prepareProjectForSave(input).project).toEqual(input);
  });

  it('sends county targeting as region targeting of version 1.0.0', () => {
    const { project } = prepareProjectForSave({ audience: { district: 'COUNTY', city: [110101] } });
    expect(COUNTY_REGION_VERSION).toBe('1.0.0');
    expect(project.audience).toEqual({
      district: 'REGION',
      region_version: '1.0.0',
      city: [110101],
    });
  });

  it.each(['CITY', 'REGION', 'NONE'])('leaves %s targeting as it is', (district) => {
    const { project } = prepareProjectForSave({ audience: { district } });
    expect(project.audience).toEqual({ district });
  });

  it.each([
    { setting: { aweme_id: '' }, kept: false },
    { setting: { aweme_id: null }, kept: false },
    { setting: { aweme_id: 0 }, kept: false },
    { setting: {}, kept: false },
    { setting: null, kept: false },
    { setting: { aweme_id: '1234567' }, kept: true },
  ])('native_setting $setting kept: $kept', ({ setting, kept }) => {
    const { project, promotions } = prepareProjectForSave({ native_setting: setting }, [
      { native_setting: setting },
    ]);
    expect('native_setting' in project).toBe(kept);
    expect('native_setting' in (promotions[0] ?? {})).toBe(kept);
  });

  it('omits cpa_bid and bid of the ads when project_custom is ON', () => {
    const { promotions } = prepareProjectForSave({ delivery_setting: { project_custom: 'ON' } }, [
      { name: '广告1', cpa_bid: 12, bid: 1, budget: 300 },
    ]);
    expect(promotions).toEqual([{ name: '广告1', budget: 300 }]);
  });

  it.each(['OFF', null, undefined] as const)(
    'keeps the ads’ bids when project_custom is %s',
    (custom) => {
      const ad = { cpa_bid: 12, bid: 1 };
      expect(preparePromotionForSave(ad, { delivery_setting: { project_custom: custom } })).toEqual(
        ad,
      );
    },
  );

  it('does not change its inputs', () => {
    const project = {
      delivery_mode: 'PROCEDURAL',
      audience_extend: 'ON',
      audience: { district: 'COUNTY', interest_action_mode: 'CUSTOM' },
      delivery_setting: { project_custom: 'ON' as const, start_time: '2025-10-13 00:00:00' },
      native_setting: {},
    };
    const ad = { cpa_bid: 1, native_setting: {} };
    const before = JSON.stringify([project, ad]);
    prepareProjectForSave(project, [ad]);
    expect(JSON.stringify([project, ad])).toBe(before);
  });
});
