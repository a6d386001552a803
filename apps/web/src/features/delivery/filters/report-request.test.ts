import { describe, expect, it } from 'vitest';
import { emptyFilterState } from './filter-state';
import { buildReportFilters } from './report-request';

const BASE = emptyFilterState(['2026-05-24', '2026-11-24']);

describe('buildReportFilters (spec 001 §7 report parameters)', () => {
  it('sends only the offered filters that hold a value', () => {
    const body = buildReportFilters({
      tab: 'project',
      offered: ['keyword', 'status', 'create_date', 'platform'],
      filters: { ...BASE, keyword: '  三国 ', status: ['NOT_DELETED'], ad_type: ['SEARCH'] },
      fields: ['stat_cost'],
    });
    expect(body).toEqual({
      report_fields: ['stat_cost'],
      keyword: '三国',
      status: ['NOT_DELETED'],
      create_start_date: '2026-05-24',
      create_end_date: '2026-11-24',
    });
  });

  it('narrows by the drill-down parent, the batch query and the sort', () => {
    const body = buildReportFilters({
      tab: 'material',
      offered: [],
      filters: BASE,
      parent: { kind: 'promotion', id: '74', name: '广告' },
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
    const ids = (tab: 'account' | 'project' | 'promotion' | 'material') =>
      buildReportFilters({
        tab,
        offered: [],
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
