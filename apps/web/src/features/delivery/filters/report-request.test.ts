import { describe, expect, it } from 'vitest';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { tabOf } from '../delivery-definition';
import { emptyFilterState, withList } from './filter-state';
import { buildReportFilters } from './report-request';

const BASE = emptyFilterState(['2026-05-24', '2026-11-24']);
const tab = (key: string) => tabOf(BYTEDANCE_DELIVERY, key);

describe('buildReportFilters (spec 001 §7 report parameters)', () => {
  it('sends only the offered filters that hold a value, under their body keys', () => {
    const filters = withList(
      withList({ ...BASE, keyword: '  三国 ' }, 'status', ['NOT_DELETED']),
      'material_type',
      ['video'],
    );
    const body = buildReportFilters({
      tab: tab('project'),
      filters: withList(filters, 'platform', ['APP_IOS']),
      fields: ['stat_cost'],
    });
    expect(body).toEqual({
      report_fields: ['stat_cost'],
      keyword: '三国',
      status: ['NOT_DELETED'],
      create_start_date: '2026-05-24',
      create_end_date: '2026-11-24',
      platform: ['APP_IOS'],
    });
  });

  it('leaves out the filters a tab does not offer', () => {
    const body = buildReportFilters({
      tab: { filters: [{ kind: 'keyword', body: 'keyword' }], batchQueries: [] },
      filters: withList({ ...BASE, keyword: 'x' }, 'status', ['OK']),
      fields: [],
    });
    expect(body).toEqual({ report_fields: [], keyword: 'x' });
  });

  it('narrows by the drill-down parent, the batch query and the sort', () => {
    const body = buildReportFilters({
      tab: { filters: [], batchQueries: tab('material').batchQueries },
      filters: BASE,
      parent: { title: '广告', id: '74', name: '广告', body: 'promotion_id' },
      batchQuery: { mode: 'name', values: ['a.mp4'] },
      fields: [],
      sort: { field: 'stat_cost', order: 'asc' },
    });
    expect(body).toEqual({
      report_fields: [],
      promotion_id: ['74'],
      material_names: ['a.mp4'],
      order_field: 'stat_cost',
      order_type: 'asc',
    });
  });

  it('sends batch-queried ids under the tab’s own parameter', () => {
    const ids = (key: string) =>
      buildReportFilters({
        tab: { filters: [], batchQueries: tab(key).batchQueries },
        filters: BASE,
        batchQuery: { mode: 'id', values: ['1'] },
        fields: [],
      });
    expect(ids('account')).toHaveProperty('advertiser_ids', ['1']);
    expect(ids('project')).toHaveProperty('project_id', ['1']);
    expect(ids('promotion')).toHaveProperty('promotion_ids', ['1']);
    expect(ids('material')).toHaveProperty('material_ids', ['1']);
  });
});
