import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { numericId } from '../oauth-support';

// Ocean Engine 事件管理 events and track-url groups of an asset in domain terms (media-wire
// oceanengine/event-manager.ts). Neither create answers what it made: an event is found again in
// the asset's configured events by its id, a group in the asset's groups by its name (unique in
// the asset), which is also how an unknown outcome is settled.

const MEDIUM = 'bytedance' as const;

export const EVENT_MANAGER_ENDPOINTS = {
  availableEvents: { method: 'GET', path: '2/event_manager/available_events/get/' },
  eventConfigs: { method: 'GET', path: '2/event_manager/event_configs/get/' },
  createEvent: { method: 'POST', path: '2/event_manager/events/create/' },
  createTrackUrl: { method: 'POST', path: '2/event_manager/track_url/create/' },
  getTrackUrl: { method: 'GET', path: '2/event_manager/track_url/get/' },
} as const;

export interface AssetEvent {
  eventId: string;
  /** The medium's name of the event, e.g. `active`, `active_register`, `active_pay`. */
  eventType: string;
  name: string;
}

export interface NewTrackUrlGroup {
  name: string;
  downloadUrl: string;
  clickUrl: string;
  impressionUrl: string | null;
}

export interface TrackUrlGroupView {
  id: string;
  name: string;
  clickUrl: string | null;
  impressionUrl: string | null;
  downloadUrl: string | null;
}

export interface BytedanceEventManager {
  /** The limiter keys of the writes for `advertiserId`, as the shared client names them. */
  limiterKeys(advertiserId: string): string[];
  /** The catalogue events the asset may still get. */
  availableEvents(token: TokenSource, advertiserId: string, assetId: string): Promise<AssetEvent[]>;
  /** The events created on the asset. */
  configuredEvents(
    token: TokenSource,
    advertiserId: string,
    assetId: string,
  ): Promise<AssetEvent[]>;
  /** Makes the event, reported by API the way the asset's kind takes it. */
  createEvent(
    token: TokenSource,
    advertiserId: string,
    assetId: string,
    eventId: string,
    assetKind?: 'app' | 'mini_program',
  ): Promise<void>;
  createTrackUrlGroup(
    token: TokenSource,
    advertiserId: string,
    assetId: string,
    group: NewTrackUrlGroup,
  ): Promise<void>;
  findTrackUrlGroup(
    token: TokenSource,
    advertiserId: string,
    assetId: string,
    name: string,
  ): Promise<TrackUrlGroupView | null>;
}

/**
 * Conversions are reported by the publisher's attribution service: the API way of the asset's
 * kind (an app's, or a mini program's).
 */
const API_TRACK_TYPES: Record<'app' | 'mini_program', oceanengine.EventTrackType[]> = {
  app: ['APPLICATION_API'],
  mini_program: ['MINI_PROGRAME_API'],
};

const toEvent = (e: oceanengine.EventConfig): AssetEvent => ({
  eventId: String(e.event_id),
  eventType: e.event_type,
  name: e.event_cn_name,
});

export function createBytedanceEventManager(deps: AdapterDeps): BytedanceEventManager {
  const { client } = deps;

  const readEvents = async (
    path: string,
    token: TokenSource,
    advertiserId: string,
    assetId: string,
  ) => {
    const { data } = await client.call({
      medium: MEDIUM,
      method: 'GET',
      path,
      params: { advertiser_id: numericId(advertiserId), asset_id: numericId(assetId) },
      data: oceanengine.EventConfigsDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });
    return data.event_configs.map(toEvent);
  };

  return {
    limiterKeys(advertiserId) {
      const { appId } = client.endpoints(MEDIUM);
      const { method, path } = EVENT_MANAGER_ENDPOINTS.createTrackUrl;
      return [`${MEDIUM}:${appId}:${method} ${path}`, `${MEDIUM}:advertiser:${advertiserId}`];
    },

    availableEvents: (token, advertiserId, assetId) =>
      readEvents(EVENT_MANAGER_ENDPOINTS.availableEvents.path, token, advertiserId, assetId),

    configuredEvents: (token, advertiserId, assetId) =>
      readEvents(EVENT_MANAGER_ENDPOINTS.eventConfigs.path, token, advertiserId, assetId),

    async createEvent(token, advertiserId, assetId, eventId, assetKind = 'app') {
      await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: EVENT_MANAGER_ENDPOINTS.createEvent.path,
        params: {
          advertiser_id: numericId(advertiserId),
          asset_id: numericId(assetId),
          event_id: numericId(eventId),
          track_types: API_TRACK_TYPES[assetKind],
        },
        data: oceanengine.EventManagerEmptyDataSchema,
        effect: 'write',
        token,
        advertiserId,
      });
    },

    async createTrackUrlGroup(token, advertiserId, assetId, group) {
      await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: EVENT_MANAGER_ENDPOINTS.createTrackUrl.path,
        params: {
          advertiser_id: numericId(advertiserId),
          assets_id: numericId(assetId),
          download_url: group.downloadUrl,
          track_url_groups: [
            {
              track_url_group_name: group.name,
              action_track_url: group.clickUrl,
              ...(group.impressionUrl ? { track_url: group.impressionUrl } : {}),
            },
          ],
        },
        data: oceanengine.EventManagerEmptyDataSchema,
        effect: 'write',
        token,
        advertiserId,
      });
    },

    async findTrackUrlGroup(token, advertiserId, assetId, name) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: EVENT_MANAGER_ENDPOINTS.getTrackUrl.path,
        params: {
          advertiser_id: numericId(advertiserId),
          asset_id: numericId(assetId),
          track_url_group_name: name,
          page: 1,
          page_size: oceanengine.TRACK_URL_LIMITS.pageSizeMax,
        },
        data: oceanengine.TrackUrlGetDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      const found = data.track_url_groups.find((g) => g.track_url_group_name === name);
      return found
        ? {
            id: String(found.track_url_group_id),
            name,
            clickUrl: found.action_track_url ?? null,
            impressionUrl: found.track_url ?? null,
            downloadUrl: found.download_url ?? null,
          }
        : null;
    },
  };
}
