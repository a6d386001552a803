import { tencent } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { writeAdgroup } from './adgroup-routes';
import { TencentView } from './object-views';
import { checkDailyBudget, ItemError, ownObject, runSpecs } from './write-support';

// The adgroup batch writes (reference §3.5): ≤ 100 specs, each applied or refused on its own —
// the outer code stays 0 and `data.list[]` carries every spec's code, `fail_id_list` the refused.

const API = '/tencent/v3.0';

export function registerTencentAdgroupBatches(ctx: MediumContext): void {
  const { adgroups } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');
  const viewOf = (req: EndpointRequest) =>
    new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);

  ctx.endpoint(
    'POST',
    `${API}/adgroups/update_configured_status`,
    (req) => {
      const body = ctx.parse(tencent.UpdateConfiguredStatusRequestSchema, req.input);
      const accountId = viewOf(req).advertiser.id;
      return runSpecs(body.update_configured_status_spec, (spec) => {
        const record = ownObject(adgroups, accountId, spec.adgroup_id, '广告');
        if (record.wire.configured_status === spec.configured_status) return;
        writeAdgroup(ctx, record, req.now, {
          ...record.wire,
          configured_status: spec.configured_status,
        });
      }) satisfies tencent.BatchResult;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/update_daily_budget`,
    (req) => {
      const body = ctx.parse(tencent.UpdateDailyBudgetRequestSchema, req.input);
      const view = viewOf(req);
      return runSpecs(body.update_daily_budget_spec, (spec) => {
        const record = ownObject(adgroups, view.advertiser.id, spec.adgroup_id, '广告');
        checkDailyBudget(spec.daily_budget, view.status.spentToday(record.id));
        writeAdgroup(ctx, record, req.now, { ...record.wire, daily_budget: spec.daily_budget });
      }) satisfies tencent.BatchResult;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/update_bid_amount`,
    (req) => {
      const body = ctx.parse(tencent.UpdateBidAmountRequestSchema, req.input);
      const accountId = viewOf(req).advertiser.id;
      return runSpecs(body.update_bid_amount_spec, (spec) => {
        const record = ownObject(adgroups, accountId, spec.adgroup_id, '广告');
        if (record.wire.smart_bid_type === 'SMART_BID_TYPE_SYSTEMATIC') {
          throw new ItemError('系统自动出价的广告不能修改出价');
        }
        writeAdgroup(ctx, record, req.now, { ...record.wire, bid_amount: spec.bid_amount });
      }) satisfies tencent.BatchResult;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/update_datetime`,
    (req) => {
      const body = ctx.parse(tencent.UpdateDatetimeRequestSchema, req.input);
      const accountId = viewOf(req).advertiser.id;
      return runSpecs(body.update_datetime_spec, (spec) => {
        const record = ownObject(adgroups, accountId, spec.adgroup_id, '广告');
        const next = {
          ...record.wire,
          ...(spec.begin_date === undefined ? {} : { begin_date: spec.begin_date }),
          ...(spec.end_date === undefined ? {} : { end_date: spec.end_date }),
          ...(spec.time_series === undefined ? {} : { time_series: spec.time_series }),
          ...(spec.first_day_begin_time === undefined
            ? {}
            : { first_day_begin_time: spec.first_day_begin_time }),
        };
        if (next.end_date && next.end_date < next.begin_date) {
          throw new ItemError('结束日期不能早于开始日期');
        }
        writeAdgroup(ctx, record, req.now, next);
      }) satisfies tencent.BatchResult;
    },
    { write: true },
  );
}
