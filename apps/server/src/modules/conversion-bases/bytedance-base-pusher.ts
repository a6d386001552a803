import { oceanengine } from '@toufang/media-wire';
import type {
  BytedanceEventAssets,
  EventAssetDetail,
  NewEventAsset,
} from '../../media/bytedance/event-assets';
import type { BytedanceEventManager } from '../../media/bytedance/event-manager';
import type { BytedanceMicroApps } from '../../media/bytedance/micro-apps';
import type { TokenSource } from '../../media/http/token-provider';
import { MediaCallError } from '../../media/http/media-errors';
import { PushRefused, type BasePushRequest, type BasePusher, type KnownIds } from './base-pusher';

// Ocean Engine's part of a push (docs/architecture/conversion-bases.md): the app's 事件资产, a
// 监测链接组 with the base's click and impression links on it, and the base's events. The asset is
// found again by the app (package and platform: one asset per app in an account), the group by its
// name in the asset, the events by their type. A mini-program base gets the mini program's asset
// (made on the account's 字节小程序 / 小游戏 instance, found again by its AppID) and its events, and
// no group: groups belong to app assets.

const isBusiness = (error: unknown) => error instanceof MediaCallError && error.kind === 'business';

const isMini = (r: BasePushRequest) => r.kind === 'mini_program';

const assetOf = (r: BasePushRequest): NewEventAsset => ({
  kind: 'app',
  name: r.name.slice(0, oceanengine.EVENT_ASSET_LIMITS.appNameMax),
  platform: r.platform,
  packageName: r.packageName,
  downloadUrl: r.downloadUrl,
  ...(r.appId ? { appId: r.appId } : {}),
  ...(r.packageId ? { packageId: r.packageId } : {}),
});

/** The group's name: the base's, within the medium's limit. */
export const groupNameOf = (r: BasePushRequest) =>
  r.name.slice(0, oceanengine.TRACK_URL_LIMITS.groupNameMax);

export function bytedanceBasePusher(deps: {
  assets: BytedanceEventAssets;
  events: BytedanceEventManager;
  microApps: BytedanceMicroApps;
}): BasePusher {
  const { assets, events, microApps } = deps;

  /** The account's asset of the app (or the mini program), whatever its name. */
  const findAppAsset = async (
    token: TokenSource,
    advertiserId: string,
    r: BasePushRequest,
  ): Promise<EventAssetDetail | null> => {
    const listed = await assets.listAssets(token, advertiserId, isMini(r) ? 'mini_program' : 'app');
    if (listed.length === 0) return null;
    const details = await assets.getAssetDetails(
      token,
      advertiserId,
      listed.map((a) => a.id),
    );
    return (
      details.find((d) =>
        isMini(r)
          ? d.miniProgramId === r.miniProgram?.id
          : d.packageName === r.packageName && d.platform === r.platform,
      ) ?? null
    );
  };

  /** A mini program's asset, made on the account's instance of it. */
  const miniAssetOf = async (
    token: TokenSource,
    advertiserId: string,
    r: BasePushRequest,
  ): Promise<NewEventAsset> => {
    const mini = r.miniProgram;
    if (!mini) throw new PushRefused('MINI_PROGRAM_MISSING', '转化基础缺少小程序ID');
    const instanceId = await microApps.findInstance(token, advertiserId, mini.type, mini.id);
    if (!instanceId) {
      const where = mini.type === 'byte_game' ? '字节小游戏' : '字节小程序';
      throw new PushRefused(
        'MINI_PROGRAM_MISSING',
        `该账户的${where}资产中没有该小程序：${mini.id}`,
      );
    }
    return {
      kind: 'mini_program',
      name: r.name.slice(0, oceanengine.EVENT_ASSET_LIMITS.appNameMax),
      miniProgramKind: mini.type,
      miniProgramId: mini.id,
      instanceId,
    };
  };

  const ensureAsset = async (token: TokenSource, advertiserId: string, r: BasePushRequest) => {
    const found = await findAppAsset(token, advertiserId, r);
    if (found) return found.id;
    const wanted = isMini(r) ? await miniAssetOf(token, advertiserId, r) : assetOf(r);
    try {
      return await assets.createAsset(token, advertiserId, wanted);
    } catch (error) {
      if (!isBusiness(error)) throw error;
      // Refused as taken (an asset made meanwhile): the app's asset counts.
      const again = await findAppAsset(token, advertiserId, r).catch(() => null);
      if (again) return again.id;
      throw error;
    }
  };

  const ensureGroup = async (
    token: TokenSource,
    advertiserId: string,
    assetId: string,
    r: BasePushRequest,
  ) => {
    const name = groupNameOf(r);
    const found = await events.findTrackUrlGroup(token, advertiserId, assetId, name);
    if (found) return found.id;
    await events.createTrackUrlGroup(token, advertiserId, assetId, {
      name,
      downloadUrl: r.downloadUrl,
      clickUrl: r.clickUrl,
      impressionUrl: r.impressionUrl,
    });
    const made = await events.findTrackUrlGroup(token, advertiserId, assetId, name);
    if (!made) throw new PushRefused('GROUP_NOT_FOUND', `监测链接组已提交，但未能读到：${name}`);
    return made.id;
  };

  const ensureEvents = async (
    token: TokenSource,
    advertiserId: string,
    assetId: string,
    r: BasePushRequest,
  ) => {
    const configured = await events.configuredEvents(token, advertiserId, assetId);
    const missing = r.eventTypes.filter((t) => !configured.some((e) => e.eventType === t));
    if (missing.length > 0) {
      const available = await events.availableEvents(token, advertiserId, assetId);
      for (const type of missing) {
        const event = available.find((e) => e.eventType === type);
        if (!event) throw new PushRefused('EVENT_UNAVAILABLE', `该资产不可创建事件：${type}`);
        await events.createEvent(
          token,
          advertiserId,
          assetId,
          event.eventId,
          isMini(r) ? 'mini_program' : 'app',
        );
      }
    }
    return eventsOf(
      r,
      missing.length > 0 ? await events.configuredEvents(token, advertiserId, assetId) : configured,
    );
  };

  const eventsOf = (
    r: BasePushRequest,
    configured: Awaited<ReturnType<typeof events.configuredEvents>>,
  ) =>
    configured
      .filter((e) => r.eventTypes.includes(e.eventType))
      .map((e) => ({ event_id: e.eventId, event_type: e.eventType, name: e.name }));

  return {
    limiterKeys: (advertiserId) => events.limiterKeys(advertiserId),

    async push(token, advertiserId, r, known, progress) {
      const assetId = known.assetId ?? (await ensureAsset(token, advertiserId, r));
      if (!known.assetId) await progress({ assetId });
      if (isMini(r)) {
        return {
          assetId,
          trackUrlGroupId: null,
          events: await ensureEvents(token, advertiserId, assetId, r),
        };
      }
      const trackUrlGroupId =
        known.trackUrlGroupId ?? (await ensureGroup(token, advertiserId, assetId, r));
      if (!known.trackUrlGroupId) await progress({ trackUrlGroupId });
      const made = await ensureEvents(token, advertiserId, assetId, r);
      return { assetId, trackUrlGroupId, events: made };
    },

    async read(token, advertiserId, r, known: KnownIds) {
      const assetId = known.assetId ?? (await findAppAsset(token, advertiserId, r))?.id;
      if (!assetId) return null;
      if (isMini(r)) {
        const made = eventsOf(r, await events.configuredEvents(token, advertiserId, assetId));
        if (made.length < r.eventTypes.length) return null;
        return { assetId, trackUrlGroupId: null, events: made };
      }
      const group = await events.findTrackUrlGroup(token, advertiserId, assetId, groupNameOf(r));
      if (!group) return null;
      const made = eventsOf(r, await events.configuredEvents(token, advertiserId, assetId));
      if (made.length < r.eventTypes.length) return null;
      return { assetId, trackUrlGroupId: group.id, events: made };
    },
  };
}
