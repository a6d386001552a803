import { describe, expect, it } from 'vitest';
import {
  AwemeVideosQuerySchema,
  ComponentListQuerySchema,
  PlayableListQuerySchema,
  PROJECT_FIELDS,
  ProjectFieldsQuerySchema,
  StarTaskVideosQuerySchema,
  SellingPointsQuerySchema,
  SitePreviewQuerySchema,
  UnitDetailQuerySchema,
} from './reads';

// The supporting reads' defaults and limits (spec 002 §9).

const account = { advertiser_id: '1778092882805503' };
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('creation read queries', () => {
  it('defaults components to approved promotion cards', () => {
    expect(ComponentListQuerySchema.parse(account)).toMatchObject({
      type: 'PROMOTION_CARD',
      status: 'PASS',
      page: 1,
      per_page: 100,
    });
  });

  it('defaults playables to approved ones, 500 a page at most', () => {
    expect(PlayableListQuerySchema.parse(account)).toMatchObject({
      status: 'AUDIT_SUCCESS',
      per_page: 500,
    });
    expect(messageOf(PlayableListQuerySchema.safeParse({ ...account, per_page: '501' }))).toBe(
      '每页最多 500 条',
    );
  });

  it('reads selling points 1000 a page at most', () => {
    expect(SellingPointsQuerySchema.parse(account).per_page).toBe(1000);
    expect(messageOf(SellingPointsQuerySchema.safeParse({ ...account, per_page: 1001 }))).toBe(
      '每页最多 1000 条',
    );
  });

  it('reads at most 50 videos of a 抖音号 a call', () => {
    expect(AwemeVideosQuerySchema.parse({ ...account, aweme_id: '7' })).toMatchObject({
      cursor: 0,
      count: 20,
    });
    expect(
      messageOf(AwemeVideosQuerySchema.safeParse({ ...account, aweme_id: '7', count: 51 })),
    ).toBe('每次最多 50 个视频');
    expect(messageOf(AwemeVideosQuerySchema.safeParse({ ...account, aweme_id: ' ' }))).toBe(
      '请选择抖音号',
    );
  });

  it('takes numeric ids only', () => {
    expect(messageOf(UnitDetailQuerySchema.safeParse({ ...account, unit_id: 'x' }))).toBe(
      '广告组ID应为数字',
    );
    expect(messageOf(SitePreviewQuerySchema.safeParse({ ...account, site_id: 'a1' }))).toBe(
      '落地页ID应为数字',
    );
    expect(messageOf(ComponentListQuerySchema.safeParse({ advertiser_id: 'abc' }))).toBe(
      '账户ID应为数字',
    );
  });
});

describe('project fields and star videos', () => {
  it('read every project field by default, or the ones named', () => {
    const project = { ...account, project_id: '7310000000000000001' };
    expect(ProjectFieldsQuerySchema.parse(project).fields).toEqual([...PROJECT_FIELDS]);
    expect(
      messageOf(ProjectFieldsQuerySchema.safeParse({ ...project, fields: 'name,budget' })),
    ).toBe('项目字段不正确');
  });

  it('offer the videos that can be promoted, 20 at a time and 50 at most', () => {
    const q = { ...account, star_task_id: '7400000001' };
    expect(StarTaskVideosQuerySchema.parse(q)).toMatchObject({
      range: 'CAN_DELIVERY_ITEM',
      cursor: 0,
      count: 20,
    });
    expect(messageOf(StarTaskVideosQuerySchema.safeParse({ ...q, count: 51 }))).toBe(
      '每次最多 50 个视频',
    );
  });
});
