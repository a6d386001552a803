import { oceanengine } from '@toufang/media-wire';
import { z } from 'zod';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import type { OceanEngineClickRecord } from '../../state/records';
import { EVENT_CATALOGUE } from './event-manager-routes';

// Conversion callbacks and the event asset's 联调 log (media-wire oceanengine/conversion-callback.ts).
// A click on an app asset's track-url group gets a callback value (`__CALLBACK_PARAM__` in the
// click link); the publisher's attribution service reports a conversion with it, through the
// track-link callback (`track/activate/`, numeric event type) or the conversion API
// (`analytics …/api/v2/conversion`, event name). Each callback that names a known click is kept on
// the click's asset with the medium's verdict:
// - FAIL: the event is not in the catalogue of the asset's type, or was not created on the asset,
//   or the click's 激活 was already received (a click activates once);
// - SUCCESS otherwise.
// A callback value the medium never issued names no asset: it is refused and logged nowhere.
// A FAIL is answered with the param error and its reason, as the medium tells a caller what it
// could not attribute.

const { ErrorCode } = oceanengine;
const TRACK = '/oceanengine/track/activate/';
const ANALYTICS = '/oceanengine/analytics/api/v2/conversion';
const API = '/oceanengine/open_api';

const paramError = (message: string) => wireError({ code: ErrorCode.PARAM_ERROR, message });

const ClickBodySchema = z.object({
  advertiser_id: z.coerce.number().int().positive(),
  track_url_group_id: z.coerce.number().int().positive(),
});

export function registerOceanEngineConversionCallbacks(ctx: MediumContext): void {
  const { eventAssets, trackUrlGroups, assetEvents, clicks, conversionLogs } =
    ctx.state.oceanengine;

  /**
   * The medium's side of a click: the group's click link is called with its callback value.
   * Not a media API: tests and the sandbox's users make clicks with it.
   */
  ctx.app.post('/_admin/oceanengine/clicks', (request, reply) => {
    const parsed = ClickBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
    const { advertiser_id: advertiserId, track_url_group_id: groupId } = parsed.data;
    const group = trackUrlGroups.find(groupId);
    if (!group || group.advertiserId !== advertiserId || group.parentId === null) {
      return reply.code(404).send({ error: `监测链接组不存在：${groupId}` });
    }
    const clickId = String(ctx.state.nextId('oceanengine.click'));
    const callbackParam = `EJ${Buffer.from(`${clickId}:${group.parentId}`).toString('base64url')}`;
    const click: OceanEngineClickRecord = {
      callbackParam,
      clickId,
      advertiserId,
      assetId: group.parentId,
      trackUrlGroupId: groupId,
      clickedAt: ctx.services.clock.now(),
    };
    clicks.insert(click);
    const link = group.wire.action_track_url ?? '';
    return {
      click_id: clickId,
      callback_param: callbackParam,
      click_url: link.replaceAll('__CALLBACK_PARAM__', encodeURIComponent(callbackParam)),
    };
  });

  /** The medium's verdict on one callback of a known click, kept on the click's asset. */
  const receive = (
    click: Readonly<OceanEngineClickRecord>,
    eventType: string,
    source: oceanengine.DebugLogSource,
    eventTime: number | null,
    now: number,
  ): void => {
    const asset = eventAssets.find(click.assetId);
    const catalogue = asset ? EVENT_CATALOGUE[asset.wire.asset_type].events : [];
    const known = catalogue.find((e) => e.event_type === eventType);
    let failReason: string | null = null;
    if (!known) failReason = `不支持的事件类型：${eventType}`;
    else if (!assetEvents.has(`${click.assetId}:${known.event_id}`)) {
      failReason = `事件资产下未创建该事件：${known.event_cn_name}`;
    } else if (
      eventType === 'active' &&
      conversionLogs
        .filter((l) => l.clickId === click.clickId && l.eventType === 'active')
        .some((l) => l.result === 'SUCCESS')
    ) {
      failReason = '该点击已回传过激活，重复回传不计入';
    }
    conversionLogs.insert({
      id: ctx.state.nextId('oceanengine.conversionLog'),
      advertiserId: click.advertiserId,
      assetId: click.assetId,
      clickId: click.clickId,
      eventType,
      source,
      result: failReason === null ? 'SUCCESS' : 'FAIL',
      failReason,
      eventTime,
      receivedAt: now,
    });
    if (failReason !== null) throw paramError(failReason);
  };

  const clickOf = (callback: string) => {
    const click = clicks.find(callback);
    if (!click) throw paramError('callback 无效：未找到对应的广告点击');
    return click;
  };

  ctx.publicEndpoint(
    ['GET', 'POST'],
    TRACK,
    (req) => {
      const body = ctx.parse(oceanengine.TrackActivateRequestSchema, req.input);
      const click = clickOf(body.callback);
      const eventType = oceanengine.TRACK_EVENT_TYPES[body.event_type] ?? String(body.event_type);
      const eventTime = body.conv_time === undefined ? null : body.conv_time * 1000;
      receive(click, eventType, 'TRACK_URL_CALLBACK', eventTime, req.now);
      return {};
    },
    { write: true },
  );

  ctx.publicEndpoint(
    'POST',
    ANALYTICS,
    (req) => {
      const body = ctx.parse(oceanengine.ConversionApiRequestSchema, req.input);
      const click = clickOf(body.context.ad.callback);
      receive(click, body.event_type, 'CONVERSION_API', body.timestamp ?? null, req.now);
      return {};
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/2/event_manager/debug_log/get/`, (req) => {
    const query = ctx.parse(oceanengine.DebugLogRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    const asset = eventAssets.find(query.asset_id);
    if (!asset || asset.advertiserId !== advertiserId) {
      throw paramError(`资产不存在：${query.asset_id}`);
    }
    const catalogue = EVENT_CATALOGUE[asset.wire.asset_type].events;
    const list = conversionLogs
      .filter((l) => l.assetId === asset.id)
      .filter((l) => query.event_type === undefined || l.eventType === query.event_type)
      .filter((l) => query.result === undefined || l.result === query.result)
      .sort((a, b) => b.receivedAt - a.receivedAt || b.id - a.id);
    const { items, pageInfo } = paginate(list, query.page, query.page_size ?? 20);
    const data: oceanengine.DebugLogData = {
      list: items.map((l) => {
        const known = catalogue.find((e) => e.event_type === l.eventType);
        return {
          log_id: l.id,
          event_type: l.eventType,
          ...(known ? { event_cn_name: known.event_cn_name } : {}),
          source: l.source,
          result: l.result,
          ...(l.failReason === null ? {} : { fail_reason: l.failReason }),
          click_id: l.clickId,
          ...(l.eventTime === null ? {} : { event_time: formatDateTime(l.eventTime) }),
          receive_time: formatDateTime(l.receivedAt),
        };
      }),
      page_info: pageInfo,
    };
    return data;
  });
}
