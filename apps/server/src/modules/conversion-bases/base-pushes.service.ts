import { randomUUID } from 'node:crypto';
import {
  BasePushBodySchema,
  FINISHED_TASK_STATUSES,
  isPushMedium,
  type BasePushAnswer,
  type BasePushBody,
  type BasePushListData,
  type BasePushRow,
} from '@toufang/contracts';
import { BASE_KIND_SHAPES, basePushDefinition, enabledEventTypes } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { pushUnsupported } from './push-unsupported';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { TasksService } from '../tasks/tasks.service';
import type { BasePushRequest } from './base-pusher';
import type { BasePushesRepository, BasePushRecord } from './base-pushes.repository';
import type { ConversionBasesRepository } from './conversion-bases.repository';
import type { ConversionBasesService } from './conversion-bases.service';

export const BASE_PUSH_TASK = 'conversion_base.account.push';

/** Ids an error names before it says how many more. */
const IDS_SHOWN = 10;
const listIds = (ids: readonly string[]) =>
  ids.slice(0, IDS_SHOWN).join('、') + (ids.length > IDS_SHOWN ? ` 等 ${ids.length} 个` : '');

export interface BasePushesDeps {
  bases: ConversionBasesService;
  baseRepo: Pick<ConversionBasesRepository, 'links'>;
  pushes: BasePushesRepository;
  accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>;
  tasks: Pick<TasksService, 'create'>;
  clock: Clock;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How long a push may wait for its task to be made before it counts as abandoned. */
const TASKLESS_MS = 60_000;

function toRow(r: BasePushRecord, now: Date): BasePushRow {
  // A push the task gave up on (its last try failed and may not go again), or whose task was
  // never made, is failed.
  const abandoned =
    r.status === 'pushing' &&
    (r.taskStatus !== null
      ? FINISHED_TASK_STATUSES.includes(r.taskStatus)
      : r.taskId === null && now.getTime() - r.updatedAt.getTime() > TASKLESS_MS);
  return {
    advertiser_id: r.advertiserId,
    advertiser_name: r.advertiserName,
    status: abandoned ? 'failed' : r.status,
    asset_id: r.assetId,
    track_url_group_id: r.trackUrlGroupId,
    events: r.events,
    error_message: abandoned ? (r.errorMessage ?? '推送未完成，请重试') : r.errorMessage,
    task_id: r.taskId,
    pushed_by: r.pushedByName,
    pushed_at: iso(r.pushedAt),
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * Pushing a conversion base to ad accounts (spec 002 §7 `/convert/push`, `convert/read`;
 * docs/architecture/conversion-bases.md). Everything is checked before the task is made: the base
 * is the caller's, its medium has a push, the accounts are in the caller's data scope and none is
 * still being pushed, and each account's app centre holds the app where the medium's push needs
 * it (its definition's `appRequired`).
 */
export class BasePushesService {
  constructor(private readonly deps: BasePushesDeps) {}

  async push(auth: AuthContext, input: BasePushBody): Promise<BasePushAnswer> {
    const body = BasePushBodySchema.parse(input);
    const base = await this.deps.bases.requireBase(auth, body.base_id);
    const medium = base.medium;
    // Which kinds a medium takes is its push definition's: a kind no medium pushes here is named.
    const definition = isPushMedium(medium) ? basePushDefinition(medium, base.kind) : null;
    if (base.kind !== 'app' && !definition) {
      throw new AppError('BASE_KIND_PUSH_UNSUPPORTED', {
        params: { kind: BASE_KIND_SHAPES[base.kind].name },
      });
    }
    if (!isPushMedium(medium) || !definition) {
      throw pushUnsupported(medium);
    }
    const kind = base.kind === 'mini_program' ? 'mini_program' : 'app';
    const ids = [...new Set(body.advertiser_ids)];
    const scope = new Set(await this.deps.accounts.advertiserIdsInScope(auth, medium));
    const outside = ids.filter((id) => !scope.has(id));
    if (outside.length > 0) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: listIds(outside) } });
    }
    const running = (await this.deps.pushes.listForBase(base.id))
      .map((r) => toRow(r, this.deps.clock.now()))
      .filter((r) => r.status === 'pushing' && ids.includes(r.advertiser_id))
      .map((r) => r.advertiser_id);
    if (running.length > 0) {
      throw new AppError('BASE_PUSH_RUNNING', { params: { ids: listIds(running) } });
    }

    const platform = base.platform === 'APP_IOS' ? 'ios' : 'android';
    const packageName = base.packageName ?? '';
    const apps = new Map(
      (await this.deps.pushes.appsInAccounts(medium, packageName, base.platform, ids)).map((a) => [
        a.advertiserId ?? '',
        a,
      ]),
    );
    // A mini program is found in the account's 字节小程序 / 小游戏 assets by the pusher.
    const needsApp = kind === 'app' && definition.appRequired.platforms.includes(platform);
    if (needsApp) {
      const lacking = ids.filter((id) => {
        const app = apps.get(id);
        return !app?.mediaAppId || (definition.appRequired.packageId && !app.packageId);
      });
      if (lacking.length > 0) {
        throw new AppError('BASE_PUSH_APP_MISSING', { params: { ids: listIds(lacking) } });
      }
    }
    const links = await this.deps.baseRepo.links(base.id);
    const urlOf = (kind: string) => links.find((l) => l.kind === kind)?.url ?? null;
    const requestFor = (advertiserId: string): BasePushRequest => {
      const app = apps.get(advertiserId);
      return {
        baseId: base.id,
        medium,
        kind,
        miniProgram:
          kind === 'mini_program' && base.miniProgramType && base.miniProgramId
            ? { type: base.miniProgramType, id: base.miniProgramId }
            : null,
        name: base.name,
        platform,
        packageName,
        downloadUrl: base.downloadUrl,
        clickUrl: urlOf('click') ?? base.clickUrl,
        impressionUrl: urlOf('impression'),
        appId: needsApp ? (app?.mediaAppId ?? null) : null,
        packageId: needsApp && definition.appRequired.packageId ? (app?.packageId ?? null) : null,
        eventTypes: enabledEventTypes(medium, base.disabledEvents),
      };
    };

    const now = this.deps.clock.now();
    const keys = ids.map((advertiserId) => ({ baseId: base.id, medium, advertiserId }));
    // The records exist before the task can run, so its first outcome has a row to land on.
    await this.deps.pushes.start(keys, null, auth.userId, now);
    const attempt = randomUUID();
    const created = this.deps.tasks.create<BasePushRequest>({
      type: BASE_PUSH_TASK,
      title: `推送转化基础：${base.name}`,
      createdBy: auth.userId,
      params: { base_id: base.id },
      items: ids.map((advertiserId) => ({
        request: requestFor(advertiserId),
        target: { medium, advertiserId, objectType: 'conversion_base', objectId: null },
        idempotencyKey: `${base.id}:${advertiserId}:${attempt}`,
      })),
    });
    const { id } = await created.catch(async (error: unknown) => {
      for (const key of keys) {
        await this.deps.pushes.record(
          key,
          { status: 'failed', errorCode: 'TASK_NOT_CREATED', errorMessage: '推送任务未能创建' },
          this.deps.clock.now(),
        );
      }
      throw error;
    });
    await this.deps.pushes.attachTask(keys, id);
    return { task_id: id, item_count: ids.length };
  }

  async read(auth: AuthContext, baseId: number): Promise<BasePushListData> {
    const base = await this.deps.bases.requireBase(auth, baseId);
    const rows = await this.deps.pushes.listForBase(base.id);
    const now = this.deps.clock.now();
    return { base_id: base.id, list: rows.map((r) => toRow(r, now)) };
  }
}
