import { describe, expect, it } from 'vitest';
import {
  encodeQuery,
  kuaishou,
  oceanengine,
  parseWireJson,
  stringifyWireJson,
  tencent,
} from './index';

/** What a server receives: the query parameters built by an adapter, all strings. */
const viaQuery = (params: Record<string, unknown>): Record<string, string> => encodeQuery(params);

describe('Ocean Engine wire', () => {
  it('reads a project list request from a query with JSON-encoded filtering and fields', () => {
    const request = {
      advertiser_id: 1_760_000_000_000_001,
      filtering: {
        ids: [7310000000000000011n, 7310000000000000012n],
        status: 'PROJECT_STATUS_ENABLE',
      },
      fields: ['project_id', 'name'],
      page: 2,
      page_size: 50,
    };
    const query = viaQuery(request);
    expect(query.filtering).toBe(
      '{"ids":[7310000000000000011,7310000000000000012],"status":"PROJECT_STATUS_ENABLE"}',
    );
    expect(oceanengine.ProjectListRequestSchema.parse(query)).toEqual(request);
  });

  it('refuses more than 100 ids in a list filter', () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    const query = viaQuery({ advertiser_id: 1, filtering: { ids } });
    expect(oceanengine.ProjectListRequestSchema.safeParse(query).success).toBe(false);
  });

  it('accepts yuan with 2 decimals in a budget write and refuses sub-分 budgets', () => {
    const ok = {
      advertiser_id: 1,
      data: [{ project_id: 2, budget_mode: 'BUDGET_MODE_DAY', budget: 300.5 }],
    };
    expect(oceanengine.ProjectBudgetUpdateRequestSchema.safeParse(ok).success).toBe(true);
    const bad = { ...ok, data: [{ ...ok.data[0], budget: 300.555 }] };
    expect(oceanengine.ProjectBudgetUpdateRequestSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses a status write with more items than a batch allows', () => {
    const data = Array.from({ length: oceanengine.WRITE_BATCH_MAX + 1 }, (_, i) => ({
      project_id: i + 1,
      opt_status: 'ENABLE',
    }));
    expect(
      oceanengine.ProjectStatusUpdateRequestSchema.safeParse({ advertiser_id: 1, data }).success,
    ).toBe(false);
  });

  it('round-trips a partial-success answer in its envelope', () => {
    const answer = {
      code: 0,
      message: 'OK',
      request_id: '20250101000000abc',
      data: {
        project_ids: [7310000000000000001n],
        errors: [
          {
            project_id: 7310000000000000002n,
            object_type: 'BASIC',
            error_code: 40002,
            error_message: '无权限',
          },
        ],
      },
    };
    const schema = oceanengine.successEnvelopeSchema(oceanengine.ProjectWriteResultSchema);
    expect(schema.parse(parseWireJson(stringifyWireJson(answer)))).toEqual(answer);
    expect(schema.safeParse({ ...answer, code: 40100 }).success).toBe(false);
    expect(oceanengine.EnvelopeSchema.parse({ ...answer, code: 40100 }).code).toBe(
      oceanengine.ErrorCode.RATE_LIMITED,
    );
  });
});

describe('Kuaishou wire', () => {
  it('accepts up to 20 ids in a campaign or creative status write and refuses 21', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const base = { advertiser_id: 9, put_status: 2 };
    expect(
      kuaishou.CampaignStatusUpdateRequestSchema.safeParse({ ...base, campaign_ids: ids(20) })
        .success,
    ).toBe(true);
    expect(
      kuaishou.CreativeStatusUpdateRequestSchema.safeParse({ ...base, creative_ids: ids(21) })
        .success,
    ).toBe(false);
  });

  it('takes approval/list pages of at most 200 accounts, page_no and page_size required', () => {
    const base = { app_id: 1, secret: 's', access_token: 't', page_no: 1 };
    expect(kuaishou.ApprovalListRequestSchema.safeParse({ ...base, page_size: 200 }).success).toBe(
      true,
    );
    expect(kuaishou.ApprovalListRequestSchema.safeParse({ ...base, page_size: 201 }).success).toBe(
      false,
    );
    expect(kuaishou.ApprovalListRequestSchema.safeParse(base).success).toBe(false);
  });

  it('requires either the single id or the id list', () => {
    const result = kuaishou.CampaignStatusUpdateRequestSchema.safeParse({
      advertiser_id: 9,
      put_status: 1,
    });
    expect(result.success).toBe(false);
    expect(
      kuaishou.CampaignStatusUpdateRequestSchema.parse({
        advertiser_id: 9,
        put_status: 1,
        campaign_id: 3,
      }),
    ).toEqual({ advertiser_id: 9, put_status: 1, campaign_id: 3 });
  });

  it('refuses a put_status outside 1/2/3 and a 336-cell unit schedule', () => {
    expect(kuaishou.PutStatusSchema.safeParse(4).success).toBe(false);
    expect(kuaishou.UnitScheduleTimeSchema.safeParse('1'.repeat(168)).success).toBe(true);
    expect(kuaishou.UnitScheduleTimeSchema.safeParse('1'.repeat(336)).success).toBe(false);
  });

  it('reads the approval list with camelCase isEnd', () => {
    expect(kuaishou.ApprovalListDataSchema.parse({ details: [1, 2], isEnd: true })).toEqual({
      details: [1, 2],
      isEnd: true,
    });
    expect(kuaishou.ApprovalListDataSchema.safeParse({ details: [1], is_end: true }).success).toBe(
      false,
    );
  });
});

describe('Tencent wire', () => {
  it('reads an adgroups/get query with JSON filtering', () => {
    const query = viaQuery({
      account_id: 25_610_001,
      filtering: [{ field: 'adgroup_id', operator: 'IN', values: [1, 2] }],
      fields: ['adgroup_id', 'adgroup_name'],
      page: 1,
      page_size: 100,
    });
    const parsed = tencent.AdgroupGetRequestSchema.parse(query);
    expect(parsed.filtering).toEqual([{ field: 'adgroup_id', operator: 'IN', values: [1, 2] }]);
    expect(parsed.page_size).toBe(100);
  });

  it('refuses an IN filter over 100 values and page_size over 100', () => {
    const values = Array.from({ length: 101 }, (_, i) => i);
    expect(
      tencent.AdgroupGetRequestSchema.safeParse(
        viaQuery({ account_id: 1, filtering: [{ field: 'adgroup_id', operator: 'IN', values }] }),
      ).success,
    ).toBe(false);
    expect(
      tencent.AdgroupGetRequestSchema.safeParse(viaQuery({ account_id: 1, page_size: 101 }))
        .success,
    ).toBe(false);
  });

  it('caps update specs at 100 and refuses an all-0 schedule', () => {
    const spec = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        adgroup_id: i + 1,
        configured_status: 'AD_STATUS_SUSPEND',
      }));
    expect(
      tencent.UpdateConfiguredStatusRequestSchema.safeParse({
        account_id: 1,
        update_configured_status_spec: spec(100),
      }).success,
    ).toBe(true);
    expect(
      tencent.UpdateConfiguredStatusRequestSchema.safeParse({
        account_id: 1,
        update_configured_status_spec: spec(101),
      }).success,
    ).toBe(false);
    expect(
      tencent.UpdateDatetimeRequestSchema.safeParse({
        account_id: 1,
        update_datetime_spec: [{ adgroup_id: 1, time_series: '0'.repeat(336) }],
      }).success,
    ).toBe(false);
  });

  it('tells the two grant types of oauth/token apart', () => {
    const refresh = tencent.TokenRequestSchema.parse(
      viaQuery({
        client_id: 111,
        client_secret: 's',
        grant_type: 'refresh_token',
        refresh_token: 'r',
      }),
    );
    expect(refresh.grant_type).toBe('refresh_token');
    expect(
      tencent.TokenRequestSchema.safeParse(
        viaQuery({ client_id: 111, client_secret: 's', grant_type: 'authorization_code' }),
      ).success,
    ).toBe(false);
  });
});
