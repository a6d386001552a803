import {
  FEED_REPORT_SELECTION_PATHS,
  type PromotionReportRow,
  type ReportSelection,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE, reportScenario, type Scenario } from './report-scenario';

// "Select all N matching the filter" of the delivery screen's batch tools (spec 001 §4 "Batch
// modify"): every row of the report's filters across pages, in the caller's data scope.

let s: Scenario;
const post = <T>(url: string, payload: object, token = s.root) =>
  s.t.call<T>({ method: 'POST', url, payload, token });

beforeAll(async () => {
  s = await reportScenario();
});
afterAll(async () => {
  await s.t.close();
});

describe('report selection', () => {
  it('answers every promotion of the filter, beyond one page, in the report order', async () => {
    const res = await post<ReportSelection<PromotionReportRow>>(
      FEED_REPORT_SELECTION_PATHS.promotion,
      { ...RANGE, project_id: s.id.P1, order_field: 'stat_cost', per_page: 20, page: 2 },
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ total: 23, truncated: false });
    expect(res.data.list).toHaveLength(23);
    expect(new Set(res.data.list.map((r) => r.promotion_id))).toEqual(new Set(s.promotionIds));
    expect(res.data.list[22]).toMatchObject({ promotion_id: s.promotionIds[0], budget: 300 });
  });

  it('keeps to the data scope of the caller', async () => {
    const res = await post<ReportSelection<{ advertiser_id: string }>>(
      FEED_REPORT_SELECTION_PATHS.project,
      { ...RANGE, advertiser_ids: [s.id.A2] },
      s.operator,
    );
    expect(res.data).toEqual({ list: [], total: 0, truncated: false });
  });

  it('refuses a caller without the tab ability', async () => {
    const res = await post(FEED_REPORT_SELECTION_PATHS.project, RANGE, s.accountsOnly);
    expect(res.code).toBe(10003);
  });
});
