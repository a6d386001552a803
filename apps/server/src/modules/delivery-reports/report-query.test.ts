import { ProjectReportBodySchema } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { statRange, statusMatch, toReportQuery } from './report-query';

describe('statusMatch (spec 001 §4 status filter)', () => {
  it('keeps everything for an "all" value, whatever else is chosen', () => {
    expect(statusMatch(['PROJECT_STATUS_ENABLE', 'PROJECT_STATUS_ALL'])).toBeNull();
    expect(statusMatch(['ALL'])).toBeNull();
    expect(statusMatch(['AD_STATUS_DISABLE', 'AD_STATUS_ALL'])).toBeNull();
    expect(statusMatch(undefined)).toBeNull();
  });

  it('drops deleted objects for a "not deleted" value alone', () => {
    for (const value of [
      'PROJECT_STATUS_NOT_DELETE',
      'NOT_DELETED',
      'PROMOTION_STATUS_NOT_DELETE',
      'CAMPAIGN_STATUS_NOT_DELETE',
      'AD_STATUS_NOT_DELETE',
      'CREATIVE_STATUS_NOT_DELETE',
    ]) {
      expect(statusMatch([value, 'OK'])).toEqual({ raw: [], domain: [], notDeleted: true });
    }
  });

  it('matches raw values and first-level groups by their derived statuses', () => {
    expect(statusMatch(['OK', 'AUDIT_DENY'])).toEqual({
      raw: ['OK', 'AUDIT_DENY'],
      domain: [],
      notDeleted: false,
    });
    expect(statusMatch(['PROJECT_STATUS_DISABLE'])?.domain).toEqual([
      'paused',
      'budget_exhausted',
      'not_started',
    ]);
  });
});

describe('statRange', () => {
  it('defaults to today and fills a missing end or start', () => {
    expect(statRange(undefined, undefined, '2026-11-10')).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
    expect(statRange('2026-11-01', undefined, '2026-11-10')).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(statRange(undefined, '2026-11-03', '2026-11-10')).toEqual({
      from: '2026-11-03',
      to: '2026-11-03',
    });
    expect(statRange('2026-12-01', undefined, '2026-11-10')).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });
});

describe('toReportQuery', () => {
  const body = (input: object) => ProjectReportBodySchema.parse(input);

  it('filters by create dates only when they are sent (the screen sends its default)', () => {
    const query = toReportQuery('launchV3', 'project', body({}), '2026-11-10', null);
    expect(query.createdFrom).toBeUndefined();
    expect(query.createdBefore).toBeUndefined();
    expect(query).toMatchObject({ page: 1, perPage: 20, order: 'create_time', direction: 'desc' });
  });

  it('reads create dates as Shanghai days, the end day included', () => {
    const query = toReportQuery(
      'launchV3',
      'project',
      body({ create_start_date: '2026-05-10', create_end_date: '2026-11-10' }),
      '2026-11-10',
      null,
    );
    expect(query.createdFrom).toEqual(new Date('2026-05-09T16:00:00Z'));
    expect(query.createdBefore).toEqual(new Date('2026-11-10T16:00:00Z'));
  });

  it('keeps an open end when only one create date is given', () => {
    const query = toReportQuery(
      'launchV3',
      'project',
      body({ create_start_date: '2026-01-01' }),
      '2026-11-10',
      null,
    );
    expect(query.createdFrom).toEqual(new Date('2025-12-31T16:00:00Z'));
    expect(query.createdBefore).toBeUndefined();
  });

  it('has no create range for accounts and merges platform with app_type', () => {
    expect(
      toReportQuery('launchV3', 'account', body({}), '2026-11-10', ['1']).createdFrom,
    ).toBeUndefined();
    const query = toReportQuery(
      'launchV3',
      'project',
      body({ platform: 'APP_IOS', app_type: ['APP_IOS', 'APP_ANDROID'] }),
      '2026-11-10',
      null,
    );
    expect(query.columns).toEqual([
      { filter: { level: 1, column: '$.platform' }, values: ['APP_IOS', 'APP_ANDROID'] },
    ]);
  });
});
