import { oceanengine, yuanToFen } from '@toufang/media-wire';
import { formatDate } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type { OceanEngineProjectRecord } from '../../state/records';
import { bumped, ItemError, ownObject, runItems } from './write-support';

// Batch value updates of v3 projects (reference §1.5, §1.7; bububa model/v3/project/*_update.go):
// conversion bid, deep bid, ROI goal, weekly schedule and delivery period, ≤ 10 projects a call
// with per-item partial success; and the account's daily budget (2/advertiser/update/budget/).
// Budget and bid changes do not go back to review on Ocean Engine, so none of these do.

const API = '/oceanengine/open_api';

type DeliverySetting = oceanengine.DeliverySetting;

/** Whether a number has at most `places` decimals. */
const hasPlaces = (value: number, places: number) =>
  Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6;

export function registerOceanEngineProjectValues(ctx: MediumContext): void {
  const { projects, advertisers } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');

  /** Registers a `{advertiser_id, data[]}` project batch update of delivery_setting. */
  const batch = <T extends { project_id: bigint }>(
    path: string,
    parse: (input: unknown) => { data: T[] },
    change: (record: Readonly<OceanEngineProjectRecord>, item: T, now: number) => DeliverySetting,
  ) =>
    ctx.endpoint(
      'POST',
      `${API}/v3.0/project/${path}/`,
      (req) => {
        const body = parse(req.input);
        const advertiserId = ctx.advertiser(req).id;
        world().touch(advertiserId, req.now);
        const outcome = runItems(
          body.data,
          (i) => i.project_id,
          (item) => {
            const record = ownObject(projects, advertiserId, item.project_id, '项目');
            const next = change(record, item, req.now);
            projects.update(record.id, (r) => ({
              ...r,
              updatedAt: bumped(r, req.now),
              wire: { ...r.wire, delivery_setting: next },
            }));
          },
        );
        const data: oceanengine.ProjectWriteResult = {
          project_ids: outcome.ok,
          errors: outcome.failed.map(({ id, ...failure }) => ({ project_id: id, ...failure })),
        };
        return data;
      },
      { write: true },
    );

  /** Bids cannot be set on a NO_BID (最大转化) project. */
  const biddable = (record: Readonly<OceanEngineProjectRecord>) => {
    if (record.wire.delivery_setting.bid_type === 'NO_BID') {
      throw new ItemError('项目出价方式为 NO_BID，不能设置出价', 40001, 'BASIC');
    }
    return record.wire.delivery_setting;
  };

  batch(
    'cpa_bid/update',
    (input) => ctx.parse(oceanengine.ProjectCpaBidUpdateRequestSchema, input),
    (record, item) => {
      const ds = biddable(record);
      if (item.cpa_bid < 0.1 || item.cpa_bid > 10_000) {
        throw new ItemError('出价取值范围为 0.1-10000 元', 40001, 'BASIC');
      }
      return { ...ds, cpa_bid: item.cpa_bid };
    },
  );

  batch(
    'deep_cpa_bid/update',
    (input) => ctx.parse(oceanengine.ProjectDeepBidUpdateRequestSchema, input),
    (record, item) => {
      const ds = biddable(record);
      if (item.deepbid < 0.1 || item.deepbid > 10_000) {
        throw new ItemError('深度出价取值范围为 0.1-10000 元', 40001, 'BASIC');
      }
      return { ...ds, deep_cpabid: item.deepbid };
    },
  );

  batch(
    'roigoal/update',
    (input) => ctx.parse(oceanengine.ProjectRoiGoalUpdateRequestSchema, input),
    (record, item) => {
      const ds = biddable(record);
      if (item.roi_goal < 0.01 || item.roi_goal > 5 || !hasPlaces(item.roi_goal, 4)) {
        throw new ItemError('ROI系数范围为[0.01,5]，最多4位小数', 40001, 'BASIC');
      }
      return { ...ds, roi_goal: item.roi_goal };
    },
  );

  // The sandbox applies both scenes at once: NEXT_DAY differs only in the hours left today.
  batch(
    'week_schedule/update',
    (input) => ctx.parse(oceanengine.ProjectWeekScheduleUpdateRequestSchema, input),
    (record, item) => ({ ...record.wire.delivery_setting, schedule_time: item.schedule_time }),
  );

  batch(
    'schedule_time/update',
    (input) => ctx.parse(oceanengine.ProjectScheduleTimeUpdateRequestSchema, input),
    (record, item, now) => {
      const ds = record.wire.delivery_setting;
      if (item.schedule_type === 'SCHEDULE_FROM_NOW') {
        return { ...ds, schedule_type: 'SCHEDULE_FROM_NOW', end_time: undefined };
      }
      if (!item.end_time) {
        throw new ItemError('schedule_type 为 SCHEDULE_START_END 时 end_time 必填', 40001, 'BASIC');
      }
      const today = formatDate(now);
      const start = ds.start_time ?? today;
      if (item.end_time < today) throw new ItemError('结束时间不能早于今天', 40001, 'BASIC');
      if (item.end_time < start)
        throw new ItemError('end_time 不能早于 start_time', 40001, 'BASIC');
      return {
        ...ds,
        schedule_type: 'SCHEDULE_START_END',
        start_time: start,
        end_time: item.end_time,
      };
    },
  );

  ctx.endpoint(
    'POST',
    `${API}/2/advertiser/update/budget/`,
    (req) => {
      const body = ctx.parse(oceanengine.AdvertiserBudgetUpdateRequestSchema, req.input);
      const advertiser = ctx.advertiser(req);
      world().touch(advertiser.id, req.now);
      let fen = 0;
      if (body.budget_mode === 'BUDGET_MODE_DAY') {
        const budget = body.budget;
        if (
          budget === undefined ||
          budget < oceanengine.ADVERTISER_BUDGET_MIN_YUAN ||
          budget > oceanengine.ADVERTISER_BUDGET_MAX_YUAN
        ) {
          throw mediumError('param', '账户日预算范围为 1000-9999999.99 元');
        }
        fen = yuanToFen(budget);
      }
      advertisers.update(advertiser.id, (a) => ({ ...a, dailyBudget: fen }));
      return {};
    },
    { write: true },
  );
}
