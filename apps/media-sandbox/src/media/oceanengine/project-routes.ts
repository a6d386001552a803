import { oceanengine, yuanToFen, type Published } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import type { OceanEngineProjectRecord } from '../../state/records';
import { checkProjectBudget } from './budget-rules';
import { applyProjectPatch, deleteProject, validateDeliverySetting } from './project-writes';
import { inModifyRange, newestFirst, onDay, pageOf, project } from './list-support';
import { OceanEngineView } from './object-views';
import { bumped, ItemError, ownObject, runItems, type ItemFailure } from './write-support';
import { regionKept, regionRefusal } from './region-rules';
import { catalogueOf } from './creation-read-routes';
import { checkProjectPicks } from './pick-checks';
import { starTasksOf } from './star-delivery-routes';

// v3 projects (reference §1.7): list, create, update, status, budget, delete. The list takes the
// filters of ad_open_sdk_go ProjectListV30Filtering; no sandbox project is in a budget group
// (组预算), so a budget_group_id filter matches none.

const API = '/oceanengine/open_api/v3.0/project';

export function registerOceanEngineProjects(ctx: MediumContext): void {
  const projects = ctx.state.oceanengine.projects;
  const world = () => ctx.sim.world('oceanengine');

  ctx.endpoint('GET', `${API}/list/`, (req) => {
    const query = ctx.parse(oceanengine.ProjectListRequestSchema, req.input);
    const view = new OceanEngineView(world(), ctx.state, ctx.advertiser(req), req.now);
    const f = query.filtering ?? {};
    const ids = f.ids ? new Set(f.ids) : null;
    const wanted = f.status ?? 'PROJECT_STATUS_NOT_DELETE';
    const list = projects
      .listByAdvertiser(view.advertiser.id)
      .filter((r) => !ids || ids.has(r.id))
      .filter((r) => !f.name || r.wire.name.includes(f.name))
      .filter((r) => !f.delivery_mode || r.wire.delivery_mode === f.delivery_mode)
      .filter((r) => !f.delivery_type || (r.wire.delivery_type ?? 'NORMAL') === f.delivery_type)
      .filter(() => f.budget_group_id === undefined)
      .filter((r) => !f.landing_type || r.wire.landing_type === f.landing_type)
      .filter((r) => !f.app_promotion_type || r.wire.app_promotion_type === f.app_promotion_type)
      .filter((r) => !f.marketing_goal || r.wire.marketing_goal === f.marketing_goal)
      .filter((r) => !f.ad_type || r.wire.ad_type === f.ad_type)
      .filter((r) => !f.pricing || r.wire.delivery_setting.pricing === f.pricing)
      .filter((r) => !f.platform || (r.wire.audience?.platform ?? []).includes(f.platform))
      .filter(
        (r) =>
          !f.inventory_type ||
          (r.wire.delivery_range?.inventory_type ?? []).includes(f.inventory_type),
      )
      .filter((r) => onDay(r.createdAt, f.project_create_time))
      .filter((r) => onDay(r.updatedAt, f.project_modify_time))
      .sort(newestFirst)
      .map((r) => view.project(r))
      .filter((p) =>
        inModifyRange(
          p.project_modify_time,
          f.project_modify_start_time,
          f.project_modify_end_time,
        ),
      )
      .filter((p) => matchesStatus(p, wanted))
      .filter((p) => !f.status_first || p.status_first === f.status_first)
      .filter((p) => !f.status_second || (p.status_second ?? []).includes(f.status_second));
    const { items, pageInfo } = pageOf(list, query.page, query.page_size);
    return {
      list: items.map((p) => project(p, query.fields, 'project_id')),
      page_info: pageInfo,
    };
  });

  ctx.endpoint(
    'POST',
    `${API}/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.ProjectCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      // Names are unique per account (reference §4.11): a retried creation finds its project by name.
      const duplicate = projects
        .listByAdvertiser(advertiserId)
        .find((r) => r.wire.name === body.name && r.sim?.deletedAt === undefined);
      if (duplicate) throw wireError({ code: 40001, message: `项目名称已存在: ${body.name}` });
      try {
        validateDeliverySetting(body.delivery_setting);
        checkProjectBudget(body.delivery_setting.budget_mode, fenOf(body.delivery_setting.budget));
      } catch (error) {
        if (error instanceof ItemError)
          throw wireError({ code: error.code, message: error.message });
        throw error;
      }
      checkProjectPicks(
        catalogueOf(advertiserId, req.now),
        starTasksOf(advertiserId, req.now),
        body,
      );
      const regions = regionRefusal(body.audience ?? {});
      if (regions) throw wireError({ code: 40001, message: regions });
      if (body.keywords?.length && body.ad_type !== 'SEARCH') {
        throw wireError({ code: 40001, message: '仅搜索广告项目可以设置关键词' });
      }
      const id = ctx.state.nextId('oceanengine.project');
      const { operation, advertiser_id: _advertiser, keywords = [], ...rest } = body;
      projects.insert({
        id,
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          ...rest,
          audience: { ...rest.audience, ...regionKept(rest.audience ?? {}) },
          project_id: id,
          advertiser_id: advertiserId,
          opt_status: operation ?? 'ENABLE',
          pricing: body.delivery_setting.pricing ?? 'PRICING_OCPM',
        },
      });
      // The project's keywords are kept with those v3.0/keyword/create/ adds (keyword-routes.ts).
      for (const k of keywords) {
        const keywordId = ctx.state.nextId('oceanengine.keyword');
        ctx.state.oceanengine.keywords.insert({
          keywordId,
          advertiserId,
          projectId: id,
          keyword: {
            keyword_id: keywordId,
            word: k.word,
            match_type: k.match_type,
            bid_type: k.bid_type ?? 'WITH_PROMOTION',
            bid: k.bid_type === 'CUSTOM' ? (k.bid ?? 0) : 0,
            status: 'AUDITING',
          },
        });
      }
      return { project_id: id };
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.ProjectUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let record: Readonly<OceanEngineProjectRecord>;
      try {
        record = ownObject(projects, advertiserId, body.project_id, '项目');
      } catch (error) {
        if (error instanceof ItemError)
          throw wireError({ code: error.code, message: error.message });
        throw error;
      }
      if (body.name && body.name !== record.wire.name) {
        const taken = projects
          .listByAdvertiser(advertiserId)
          .some(
            (r) =>
              r.id !== record.id && r.wire.name === body.name && r.sim?.deletedAt === undefined,
          );
        if (taken) throw wireError({ code: 40001, message: `项目名称已存在: ${body.name}` });
      }
      const errors = applyProjectPatch(projects, record, body, req.now);
      return {
        project_id: record.id,
        error_list: errors,
      } satisfies oceanengine.ProjectUpdateResult;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/status/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.ProjectStatusUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      return result(
        runItems(
          body.data,
          (i) => i.project_id,
          (item) => {
            const record = ownObject(projects, advertiserId, item.project_id, '项目');
            projects.update(record.id, (r) => ({
              ...r,
              updatedAt: bumped(r, req.now),
              wire: { ...r.wire, opt_status: item.opt_status },
            }));
          },
        ),
      );
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/budget/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.ProjectBudgetUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      return result(
        runItems(
          body.data,
          (i) => i.project_id,
          (item) => {
            const record = ownObject(projects, advertiserId, item.project_id, '项目');
            checkProjectBudget(item.budget_mode, fenOf(item.budget));
            projects.update(record.id, (r) => ({
              ...r,
              updatedAt: bumped(r, req.now),
              wire: {
                ...r.wire,
                delivery_setting: {
                  ...r.wire.delivery_setting,
                  budget_mode: item.budget_mode,
                  ...(item.budget_mode === 'BUDGET_MODE_DAY'
                    ? { budget: item.budget }
                    : { budget: undefined }),
                },
              },
            }));
          },
        ),
      );
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/delete/`,
    (req) => {
      const body = ctx.parse(oceanengine.ProjectDeleteRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      return result(
        runItems(
          body.project_ids,
          (id) => id,
          (id) => {
            deleteProject(ctx.state, ownObject(projects, advertiserId, id, '项目'), req.now);
          },
        ),
      );
    },
    { write: true },
  );
}

function result(outcome: {
  ok: bigint[];
  failed: (ItemFailure & { id: bigint })[];
}): oceanengine.ProjectWriteResult {
  return {
    project_ids: outcome.ok,
    errors: outcome.failed.map(({ id, ...failure }) => ({ project_id: id, ...failure })),
  };
}

function fenOf(yuan: number | undefined): number | undefined {
  return yuan === undefined ? undefined : yuanToFen(yuan, 'half-up');
}

function matchesStatus(
  p: Published<oceanengine.Project>,
  wanted: oceanengine.ProjectStatus,
): boolean {
  if (wanted === 'PROJECT_STATUS_ALL') return true;
  if (wanted === 'PROJECT_STATUS_NOT_DELETE') return p.status_first !== 'PROJECT_STATUS_DELETE';
  if (wanted === 'PROJECT_STATUS_DISABLE') return p.status_first === 'PROJECT_STATUS_DISABLE';
  return p.status === wanted;
}
