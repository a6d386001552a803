import {
  DEFAULT_REPORT_FIELDS,
  REPORT_AD_TYPES,
  REPORT_DEFAULT_PAGE_SIZE,
  REPORT_GAD_SOURCES,
  REPORT_PAGE_SIZES,
  REPORT_PLATFORMS,
} from '@toufang/contracts';
import {
  AdTypeSchema,
  DEFAULT_PAGE_SIZE,
  GadSourceSchema,
  PAGE_SIZES,
  PlatformSchema,
} from '@toufang/domain';
import { describe, expect, it } from 'vitest';

// The report contract lists the domain's value sets (the domain package depends on the contracts,
// not the other way round); these must stay equal.
describe('report contract vocabularies', () => {
  it('match the domain constants of spec 001 §9', () => {
    expect(REPORT_PAGE_SIZES).toEqual(PAGE_SIZES);
    expect(REPORT_DEFAULT_PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE);
    expect(REPORT_PLATFORMS).toEqual(PlatformSchema.options);
    expect(REPORT_GAD_SOURCES).toEqual(GadSourceSchema.options);
    expect(REPORT_AD_TYPES).toEqual(AdTypeSchema.options);
  });

  it('default to the 8 columns of spec 001 §3', () => {
    expect(DEFAULT_REPORT_FIELDS).toEqual([
      'stat_cost',
      'show_cnt',
      'cpm_platform',
      'click_cnt',
      'ctr',
      'cpc_platform',
      'convert_cnt',
      'conversion_cost',
    ]);
  });
});
