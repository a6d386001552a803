import type { MediaAppCreateItemRequest, MediaAppCreateItemResult } from '@toufang/contracts';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { MediaAppCentre, MediaAppView, NewMediaApp } from '../../media/app-centre';
import type { TokenSource } from '../../media/http/token-provider';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import type { GameAppsRepository } from './game-apps.repository';
import {
  callFailure,
  engineBuckets,
  isBusinessRefusal,
  tokenFailure,
} from '../tasks/media-call-outcomes';

// Creating one game app in one account's app centre (spec 002 §7 `/{medium}/app/create_base`;
// docs/architecture/apps.md): the medium's create call through its app centre adapter, then its
// listing, so the row shows the ids and the review state the medium gives. The media take no
// client key; each knows the app by what is unique in an account (Ocean Engine the package name,
// Kuaishou the 应用标记, Tencent the store id), so an unknown outcome or a refusal as taken is
// settled by finding the app in the listing.

export interface GameAppTaskDeps {
  centres: Partial<Record<Medium, MediaAppCentre>>;
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
  apps: GameAppsRepository;
  clock: Clock;
}

type Outcome = ItemOutcome<MediaAppCreateItemResult>;

const newAppOf = (r: MediaAppCreateItemRequest): NewMediaApp => ({
  platform: r.platform,
  name: r.name,
  packageName: r.packageName,
  downloadUrl: r.downloadUrl,
  iconUrl: r.iconUrl,
  storeId: r.storeId,
  privacyUrl: r.privacyUrl,
  label: r.label,
});

const resultOf = (view: MediaAppView): MediaAppCreateItemResult => ({
  media_app_id: view.mediaAppId,
  package_id: view.packageId,
  review_status: view.reviewStatus,
});

export function gameAppCreateTaskType(
  type: string,
  deps: GameAppTaskDeps,
): TaskTypeDefinition<MediaAppCreateItemRequest, MediaAppCreateItemResult> {
  const centreOf = (medium: string | null) => deps.centres[(medium ?? '') as Medium];

  const succeeded = async (
    item: TaskItem<MediaAppCreateItemRequest>,
    view: MediaAppView,
  ): Promise<Outcome> => {
    const recorded = await deps.apps.recordCreated(item.request.appRowId, view, deps.clock.now());
    if (recorded === 'duplicate') {
      return {
        status: 'failed',
        code: 'APP_EXISTS',
        message: `该账户已有此应用（应用ID ${view.mediaAppId}）`,
        request: item.request,
        response: view.raw,
      };
    }
    const result = resultOf(view);
    return {
      status: 'succeeded',
      objectId: view.mediaAppId,
      result,
      request: item.request,
      after: result,
      response: view.raw,
    };
  };

  const findListed = async (
    centre: MediaAppCentre,
    token: TokenSource,
    advertiserId: string,
    match: (view: MediaAppView) => boolean,
  ): Promise<MediaAppView | null> =>
    (await centre.listApps(token, advertiserId)).find(match) ?? null;

  const createOne = async (item: TaskItem<MediaAppCreateItemRequest>): Promise<Outcome> => {
    const { medium, advertiserId } = item.target;
    const centre = centreOf(medium);
    const account = advertiserId ?? '';
    if (!centre) {
      return {
        status: 'failed',
        code: 'MEDIUM_NOT_CONFIGURED',
        message: '该媒体未接入',
        notSent: true,
      };
    }
    let token: TokenSource;
    try {
      token = await deps.tokens(centre.medium, account);
    } catch (error) {
      return tokenFailure(error);
    }
    const app = newAppOf(item.request);
    try {
      const id = await centre.createApp(token, account, app);
      const view = await findListed(centre, token, account, (v) => v.mediaAppId === id).catch(
        () => null,
      );
      return await succeeded(
        item,
        view ?? {
          mediaAppId: id,
          packageId: null,
          name: app.name,
          platform: app.platform,
          packageName: app.packageName,
          downloadUrl: app.downloadUrl,
          iconUrl: app.iconUrl,
          reviewStatus: centre.medium === 'tencent' ? 'approved' : 'reviewing',
          rejectReason: null,
          raw: { id },
        },
      );
    } catch (error) {
      const failure = callFailure(error);
      if (failure.status !== 'failed' || !isBusinessRefusal(error)) return failure;
      // Refused as already there: the very app (an earlier attempt, or made by hand) counts.
      const found = await findListed(centre, token, account, (v) => centre.isSameApp(v, app)).catch(
        () => null,
      );
      return found ? succeeded(item, found) : { ...failure, request: item.request };
    }
  };

  return defineTaskType<MediaAppCreateItemRequest, MediaAppCreateItemResult>({
    type,
    action: 'create_app',
    isCreation: true,
    group: (items) => groupBy(items, (i) => `${i.target?.medium}:${i.target?.advertiserId}`, 1),
    limiterKey: (group) => {
      const [first] = group.items;
      const centre = centreOf(first?.target?.medium ?? null);
      return centre
        ? engineBuckets(centre.createLimiterKeys(first?.target?.advertiserId ?? ''))
        : [];
    },

    async execute(group) {
      const outcomes = new Map<number, Outcome>();
      for (const item of group.items) {
        const outcome = await createOne(item);
        // A refusal that will not be tried again shows on the app's row.
        if (outcome.status === 'failed' && !outcome.retryable) {
          await deps.apps.recordFailed(item.request.appRowId, outcome.message, deps.clock.now());
        }
        outcomes.set(item.id, outcome);
      }
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<MediaAppCreateItemResult>> {
      const centre = centreOf(item.target.medium);
      if (!centre) return { status: 'not_applied' };
      const account = item.target.advertiserId ?? '';
      const token = await deps.tokens(centre.medium, account);
      const app = newAppOf(item.request);
      const found = await findListed(centre, token, account, (v) => centre.isSameApp(v, app));
      if (!found) return { status: 'not_applied' };
      if (
        (await deps.apps.recordCreated(item.request.appRowId, found, deps.clock.now())) ===
        'duplicate'
      ) {
        const message = `该账户已有此应用（应用ID ${found.mediaAppId}）`;
        await deps.apps.recordFailed(item.request.appRowId, message, deps.clock.now());
        return { status: 'failed', code: 'APP_EXISTS', message };
      }
      return { status: 'succeeded', objectId: found.mediaAppId, result: resultOf(found) };
    },
  });
}
