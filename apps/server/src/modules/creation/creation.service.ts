import {
  CREATION_SUBMIT_MAX,
  ROLE_ADMIN,
  pageInfo,
  type CreationCancelAnswer,
  type CreationCancelBody,
  type CreationConfigRow,
  type CreationConfigsQuery,
  type CreationCounts,
  type CreationDraft,
  type CreationEditBody,
  type CreationItemRow,
  type CreationItemsQuery,
  type CreationMedium,
  type CreationPreviewAnswer,
  type CreationPreviewBody,
  type CreationRetryAnswer,
  type CreationRetryBody,
  type CreationSubmitAnswer,
  type CreationSubmitBody,
  type CreationUser,
  type Paged,
  type TaskItemRow,
} from '@toufang/contracts';
import {
  CREATION_DEFINITIONS,
  limitPlan,
  moneyRefusal,
  nameRefusal,
  planIsClean,
  titleRefusals,
  yuanToCents,
  type CreationDefinition,
  type CreationPlan,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import { progressOf } from '../tasks/progress';
import { countsOfTask } from '../tasks/tasks.mapper';
import type { TasksService } from '../tasks/tasks.service';
import { countsOf, mediaRefOf, previewRowOf, resolvePlan, type PlanDeps } from './creation-plans';
import {
  CREATION_TASK_TYPES,
  type CreationItemRequest,
  type CreationItemResult,
} from './creation-task-types';
import type { CreationConfigRecord, CreationRepository } from './creation.repository';

// Bulk creation (spec 002 §4, §7): a draft is
// previewed and counted from its plan, submitted as one task of one item per level-2 object, and
// followed, retried, edited and cancelled through the task engine (docs/architecture/creation.md).

const TASK = '投放任务';
/** Row problems a refused submit lists (the preview shows them all). */
const PROBLEMS_SHOWN = 20;

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);
const fenOf = (yuan: number | null) => (yuan === null ? null : (yuanToCents(yuan) ?? null));

/** The first objects of each account a submit keeps: rows, or the rows of that many parents. */
export interface PlanCut {
  perAccount: ReadonlyMap<string, number>;
  by: 'row' | 'parent';
}

export interface CreationServiceDeps extends PlanDeps {
  tasks: TasksService;
}

type ConfigWithTask = NonNullable<Awaited<ReturnType<CreationRepository['configRow']>>>;

/** A submission as the task list and `delivery/task` show it. */
function configRowOf(
  medium: CreationMedium,
  { config, task, createdByName }: ConfigWithTask,
): CreationConfigRow {
  const counts = countsOfTask({ ...task, createdByName });
  const progress = progressOf(counts, null);
  return {
    config_id: config.configId,
    task_id: task.id,
    medium,
    title: config.title,
    template_id: config.templateId,
    status: task.status,
    counts,
    total: task.itemCount,
    percent: progress.percent,
    eta_seconds: null,
    parents: config.parents,
    created_by: config.createdBy,
    created_by_name: createdByName,
    created_at: config.createdAt.toISOString(),
    finished_at: task.finishedAt?.toISOString() ?? null,
  };
}

export class CreationService {
  constructor(private readonly deps: CreationServiceDeps) {}

  async preview(
    auth: AuthContext,
    medium: CreationMedium,
    body: CreationPreviewBody,
  ): Promise<CreationPreviewAnswer> {
    const { plan } = await resolvePlan(this.deps, auth, medium, body.preview_data);
    const rows = body.only_errors ? plan.rows.filter((r) => r.errors.length > 0) : plan.rows;
    const start = (body.page - 1) * body.per_page;
    return {
      list: rows.slice(start, start + body.per_page).map(previewRowOf),
      page_info: pageInfo(body.page, body.per_page, rows.length),
      counts: countsOf(plan),
    };
  }

  async count(
    auth: AuthContext,
    medium: CreationMedium,
    draft: CreationDraft,
  ): Promise<CreationCounts> {
    return countsOf((await resolvePlan(this.deps, auth, medium, draft)).plan);
  }

  /**
   * The draft's plan cut to the first rows of each account of `perAccount` (an automatic rule's
   * top-up, docs/architecture/autorules.md): what `submit` with the same cut creates.
   */
  async limitedPlan(
    auth: AuthContext,
    medium: CreationMedium,
    draft: CreationDraft,
    cut: PlanCut,
  ): Promise<CreationPlan> {
    const { plan } = await resolvePlan(this.deps, auth, medium, draft);
    return limitPlan(plan, cut.perAccount, CREATION_SUBMIT_MAX, cut.by);
  }

  /**
   * Creates the draft's objects as one task. `cut` (automatic rules) creates only the first
   * objects of each account it names, as `limitedPlan` shows them.
   */
  async submit(
    auth: AuthContext,
    medium: CreationMedium,
    body: CreationSubmitBody,
    cut?: PlanCut,
  ): Promise<CreationSubmitAnswer> {
    const earlier = await this.deps.repo.findConfig(body.config_id);
    if (earlier) return this.answerOf(auth, medium, earlier);

    const draft = body.preview_data;
    const resolved = await resolvePlan(this.deps, auth, medium, draft);
    const { files } = resolved;
    const plan = cut
      ? limitPlan(resolved.plan, cut.perAccount, CREATION_SUBMIT_MAX, cut.by)
      : resolved.plan;
    if (!planIsClean(plan)) {
      const problems = [
        ...plan.errors,
        ...plan.rows.flatMap((r) => r.errors.map((e) => `${r.advertiserId} ${r.name}：${e}`)),
      ];
      throw new AppError('CREATION_DRAFT_INVALID', {
        params: { count: problems.length },
        details: problems.slice(0, PROBLEMS_SHOWN),
      });
    }
    const def = CREATION_DEFINITIONS[medium] as CreationDefinition;
    const settings = def.plan(draft);
    const at = (level: 'parent' | 'row', field: typeof settings.budget, yuan: number | null) =>
      field?.level === level ? fenOf(yuan) : null;
    const items = plan.rows.map((row) => ({
      request: {
        key: row.key,
        parentKey: row.parentKey,
        parentName: row.parentName,
        name: row.name,
        childNames: row.childNames,
        mediumVideos: row.materials.flatMap((m) =>
          m.medium ? [{ ...m.medium, name: m.name, width: m.width, height: m.height }] : [],
        ),
        files: row.materials.flatMap((m) => {
          if (m.medium) return [];
          const f = files.get(m.id);
          return [
            {
              fileId: m.id,
              name: m.name,
              kind: m.kind,
              format: f?.format ?? '',
              md5: f?.md5 ?? '',
              sha256: f?.sha256 ?? '',
              width: m.width,
              height: m.height,
              ...(f?.imageText
                ? {
                    imageText: {
                      text: f.imageText.text,
                      images: f.imageText.images.map((i) => ({
                        fileId: i.fid,
                        name: i.name,
                        format: i.format,
                        md5: i.md5,
                        sha256: i.sha256,
                        width: i.width,
                        height: i.height,
                      })),
                    },
                  }
                : {}),
            },
          ];
        }),
        titles: row.titles,
        parentBudgetFen: at('parent', settings.budget, row.budgetYuan),
        parentBidFen: at('parent', settings.bid, row.bidYuan),
        rowBudgetFen: at('row', settings.budget, row.budgetYuan),
        rowBidFen: at('row', settings.bid, row.bidYuan),
        parentEnabled: settings.parentEnabled,
        rowEnabled: settings.rowEnabled,
      } satisfies CreationItemRequest,
      target: {
        medium,
        advertiserId: row.advertiserId,
        objectType: def.row.key,
        objectId: null,
      },
      idempotencyKey: `${body.config_id}:${row.key}`,
    }));
    const title = `${def.name}批量创建：${plan.parents} 个${def.parent.label}，${plan.rows.length} 个${def.row.label}`;
    let taskId: number;
    try {
      ({ id: taskId } = await this.deps.tasks.create({
        type: CREATION_TASK_TYPES[medium],
        title,
        createdBy: auth.userId,
        params: { config_id: body.config_id, medium, draft },
        items,
      }));
    } catch (error) {
      // The same submission raced this one and won: answer its task.
      const winner = await this.deps.repo.findConfig(body.config_id);
      if (winner) return this.answerOf(auth, medium, winner);
      throw error;
    }
    await this.deps.repo.insertConfig({
      configId: body.config_id,
      medium,
      taskId,
      templateId: body.template_id,
      title,
      draft,
      parents: plan.parents,
      createdBy: auth.userId,
      createdAt: this.deps.clock.now(),
    });
    return {
      task_id: taskId,
      config_id: body.config_id,
      item_count: items.length,
      parents: plan.parents,
      pushes: plan.pushes.length,
    };
  }

  async retry(
    auth: AuthContext,
    medium: CreationMedium,
    body: CreationRetryBody,
  ): Promise<CreationRetryAnswer> {
    const config = await this.configOf(auth, medium, body);
    const { retried } = await this.deps.tasks.retry(auth, config.taskId);
    return { task_id: config.taskId, retried };
  }

  async cancel(
    auth: AuthContext,
    medium: CreationMedium,
    body: CreationCancelBody,
  ): Promise<CreationCancelAnswer> {
    const config = await this.configOf(auth, medium, body);
    const { cancelled } = await this.deps.tasks.cancel(auth, config.taskId);
    return { task_id: config.taskId, cancelled };
  }

  /**
   * Fixes a failed item and sends it again. A new parent name, or a budget or bid set on the
   * parent, applies to every failed item of that parent (they are created under one object).
   */
  async edit(
    auth: AuthContext,
    medium: CreationMedium,
    body: CreationEditBody,
  ): Promise<CreationRetryAnswer> {
    const config = await this.configOf(auth, medium, body);
    const [item] = await this.deps.tasks.findItems(auth, config.taskId, [body.item_id]);
    if (!item) throw notFound('条目');
    if (item.status !== 'failed' || item.error_code === 'OUTCOME_UNKNOWN') {
      throw new AppError('CREATION_ITEM_NOT_EDITABLE');
    }
    const def = CREATION_DEFINITIONS[medium] as CreationDefinition;
    const settings = def.plan(config.draft as CreationDraft);
    const f = body.fields;
    const problems: string[] = [];
    const check = (problem: string | undefined) => {
      if (problem) problems.push(problem);
    };
    if (f.name !== undefined)
      check(nameRefusal(f.name, def.row.label, def.row.nameMax, def.row.wideChars));
    if (f.parent_name !== undefined) {
      check(nameRefusal(f.parent_name, def.parent.label, def.parent.nameMax, def.parent.wideChars));
    }
    if (f.titles !== undefined) {
      problems.push(...titleRefusals(medium, f.titles, def.titlesMax, def.row.label));
    }
    if (f.budget !== undefined) {
      if (!settings.budget) problems.push(`该${def.row.label}不设预算`);
      else check(moneyRefusal(settings.budget, f.budget));
    }
    if (f.bid !== undefined) {
      if (!settings.bid) problems.push(`该${def.row.label}不设出价`);
      else check(moneyRefusal(settings.bid, f.bid));
    }
    assertNoProblems(problems);

    const request = item.request as CreationItemRequest;
    const parentWide =
      f.parent_name !== undefined ||
      (f.budget !== undefined && settings.budget?.level === 'parent') ||
      (f.bid !== undefined && settings.bid?.level === 'parent');
    const siblings = parentWide ? await this.failedOfParent(auth, config.taskId, request) : [];
    const edited = (r: CreationItemRequest, own: boolean): CreationItemRequest => ({
      ...r,
      ...(own && f.name !== undefined ? { name: f.name } : {}),
      ...(own && f.titles !== undefined ? { titles: f.titles } : {}),
      ...(f.parent_name !== undefined ? { parentName: f.parent_name } : {}),
      ...(f.budget !== undefined
        ? settings.budget?.level === 'parent'
          ? { parentBudgetFen: fenOf(f.budget) }
          : own
            ? { rowBudgetFen: fenOf(f.budget) }
            : {}
        : {}),
      ...(f.bid !== undefined
        ? settings.bid?.level === 'parent'
          ? { parentBidFen: fenOf(f.bid) }
          : own
            ? { rowBidFen: fenOf(f.bid) }
            : {}
        : {}),
    });
    const edits = [
      { id: item.id, request: edited(request, true) },
      ...siblings
        .filter((s) => s.id !== item.id)
        .map((s) => ({ id: s.id, request: edited(s.request as CreationItemRequest, false) })),
    ];
    const retried = await this.deps.tasks.requeueEdited(auth, config.taskId, edits);
    return { task_id: config.taskId, retried };
  }

  /** `delivery/task`: one submission's task, as the task list shows it. */
  async task(
    auth: AuthContext,
    medium: CreationMedium,
    by: { task_id?: number | undefined; config_id?: string | undefined },
  ): Promise<CreationConfigRow> {
    const config = await this.configOf(auth, medium, by);
    const row = await this.deps.repo.configRow(config.taskId);
    if (!row) throw notFound(TASK);
    return configRowOf(medium, row);
  }

  async configs(
    auth: AuthContext,
    medium: CreationMedium,
    query: CreationConfigsQuery,
  ): Promise<Paged<CreationConfigRow>> {
    if (query.scope === 'all' && !isAdmin(auth)) throw new AppError('CREATION_SCOPE_ALL');
    const { list, total } = await this.deps.repo.listConfigs({
      medium,
      createdBy: query.scope === 'mine' ? auth.userId : query.created_by,
      status: query.status,
      page: query.page,
      perPage: query.per_page,
    });
    return {
      list: list.map((row) => configRowOf(medium, row)),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async items(
    auth: AuthContext,
    medium: CreationMedium,
    query: CreationItemsQuery,
  ): Promise<Paged<CreationItemRow>> {
    const config = await this.configOf(auth, medium, { task_id: query.task_id });
    const page = await this.deps.tasks.listItems(auth, config.taskId, {
      page: query.page,
      per_page: query.per_page,
      ...(query.status ? { status: query.status } : {}),
    });
    return { list: page.list.map(itemRowOf), page_info: page.page_info };
  }

  users(medium: CreationMedium): Promise<CreationUser[]> {
    return this.deps.repo.creators(medium);
  }

  /** The config a call names by task or config id, of this medium and visible to the caller. */
  private async configOf(
    auth: AuthContext,
    medium: CreationMedium,
    by: { task_id?: number | undefined; config_id?: string | undefined },
  ): Promise<CreationConfigRecord> {
    const config =
      by.task_id !== undefined
        ? await this.deps.repo.findConfigByTask(by.task_id)
        : by.config_id !== undefined
          ? await this.deps.repo.findConfig(by.config_id)
          : undefined;
    if (!config || config.medium !== medium) throw notFound(TASK);
    if (config.createdBy !== auth.userId && !isAdmin(auth)) throw notFound(TASK);
    return config;
  }

  private async answerOf(
    auth: AuthContext,
    medium: CreationMedium,
    config: CreationConfigRecord,
  ): Promise<CreationSubmitAnswer> {
    if (config.medium !== medium || (config.createdBy !== auth.userId && !isAdmin(auth))) {
      throw notFound(TASK);
    }
    const task = await this.deps.tasks.get(auth, config.taskId);
    return {
      task_id: config.taskId,
      config_id: config.configId,
      item_count: task.progress.total,
      parents: config.parents,
      pushes: 0,
    };
  }

  private async failedOfParent(
    auth: AuthContext,
    taskId: number,
    request: CreationItemRequest,
  ): Promise<TaskItemRow[]> {
    const page = await this.deps.tasks.listItems(auth, taskId, {
      page: 1,
      per_page: 1000,
      status: 'failed',
    });
    return page.list.filter(
      (i) =>
        (i.request as CreationItemRequest).parentKey === request.parentKey &&
        i.error_code !== 'OUTCOME_UNKNOWN',
    );
  }
}

function itemRowOf(i: TaskItemRow): CreationItemRow {
  const r = i.request as CreationItemRequest;
  const result = i.result as CreationItemResult | null;
  const yuan = (fen: number | null) => (fen === null ? null : fen / 100);
  return {
    item_id: i.id,
    seq: i.seq,
    key: r.key,
    advertiser_id: i.advertiser_id ?? '',
    parent_name: r.parentName,
    name: r.name,
    titles: r.titles,
    materials: r.files.map((f) => ({ file_id: f.fileId, name: f.name, type: f.kind })),
    ...(r.mediumVideos?.length ? { media_materials: r.mediumVideos.map(mediaRefOf) } : {}),
    budget: yuan(r.parentBudgetFen ?? r.rowBudgetFen),
    bid: yuan(r.parentBidFen ?? r.rowBidFen),
    status: i.status,
    error_code: i.error_code,
    error_message: i.error_message,
    attempts: i.attempts,
    parent_id: result?.parent_id ?? null,
    object_id: result?.object_id ?? i.object_id,
    child_ids: result?.child_ids ?? [],
    updated_at: i.finished_at ?? i.started_at ?? i.created_at,
  };
}
