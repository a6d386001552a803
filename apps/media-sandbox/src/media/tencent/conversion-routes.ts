import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import type { TencentUserActionSetWire } from '../../state/records';
import { checkFilters, matchAll, type FieldKind } from './filtering';

// 用户行为数据源 and 转化归因 (media-wire tencent/conversions.ts). An app data source needs the
// app's store id and is made once per app and platform in an account; its name defaults to the
// promoted app's. A conversion belongs to one of the account's data sources, its scene matches the
// source's platform, its goal is an app goal, its name is unique in the account, and a conversion
// reported by API and claimed by click needs the click monitoring link. Refusals answer the
// param code with a Chinese reason.

const API = '/tencent/v3.0';

const SCENE_OF: Partial<Record<tencent.UserActionSetType, tencent.ConversionScene>> = {
  ANDROID: 'CONVERSION_SCENE_ANDROID',
  IOS: 'CONVERSION_SCENE_IOS',
  WEB: 'CONVERSION_SCENE_WEB',
};

const CONVERSION_FILTERS: Record<string, FieldKind> = {
  conversion_id: 'id',
  conversion_name: 'text',
  optimization_goal: 'enum',
};

const param = (detail: string) => mediumError('param', detail);

export function registerTencentConversions(ctx: MediumContext): void {
  const { userActionSets: sets, conversions, promotedObjects } = ctx.state.tencent;

  const setView = (r: { id: number; wire: TencentUserActionSetWire }): tencent.UserActionSet => ({
    ...r.wire,
    user_action_set_id: r.id,
  });

  ctx.endpoint(
    'POST',
    `${API}/user_action_sets/add`,
    (req) => {
      const body = ctx.parse(tencent.UserActionSetAddRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      if (!(body.type in SCENE_OF)) throw param(`type 暂不支持：${body.type}`);
      const isApp = body.type === 'ANDROID' || body.type === 'IOS';
      if (isApp && !body.mobile_app_id) throw param('type 为 ANDROID 或 IOS 时 mobile_app_id 必填');
      if (!isApp && !body.name) throw param('type 为 WEB 时 name 必填');
      if (
        isApp &&
        sets
          .listByAdvertiser(advertiserId)
          .some((s) => s.wire.type === body.type && s.wire.mobile_app_id === body.mobile_app_id)
      ) {
        throw param(`该应用的数据源已存在：${body.mobile_app_id}`);
      }
      const promoted = promotedObjects
        .listByAdvertiser(advertiserId)
        .find((p) => p.wire.label === String(body.mobile_app_id));
      const id = ctx.state.nextId('tencent.userActionSet');
      sets.insert({
        id,
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          type: body.type,
          ...(body.mobile_app_id ? { mobile_app_id: body.mobile_app_id } : {}),
          name: body.name ?? promoted?.wire.appName ?? `应用 ${body.mobile_app_id}`,
          ...(body.description ? { description: body.description } : {}),
          activate_status: false,
        },
      });
      return { user_action_set_id: id } satisfies tencent.UserActionSetAddData;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/user_action_sets/get`, (req) => {
    const query = ctx.parse(tencent.UserActionSetGetRequestSchema, req.input);
    const list = sets
      .listByAdvertiser(ctx.advertiser(req).id)
      .filter((s) => !query.user_action_set_id || s.id === query.user_action_set_id)
      .filter((s) => !query.mobile_app_id || s.wire.mobile_app_id === query.mobile_app_id)
      .map(setView);
    return { list } satisfies tencent.UserActionSetGetData;
  });

  ctx.endpoint(
    'POST',
    `${API}/conversions/add`,
    (req) => {
      const body = ctx.parse(tencent.ConversionAddRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const set = sets.find(body.user_action_set_id);
      if (!set || set.advertiserId !== advertiserId) {
        throw param(`数据源不存在：${body.user_action_set_id}`);
      }
      if (SCENE_OF[set.wire.type as tencent.UserActionSetType] !== body.conversion_scene) {
        throw param(`conversion_scene 与数据源类型不符：${body.conversion_scene}`);
      }
      const isApp = set.wire.type === 'ANDROID' || set.wire.type === 'IOS';
      if (
        isApp &&
        !(tencent.APP_CONVERSION_GOALS as readonly string[]).includes(body.optimization_goal)
      ) {
        throw param(`应用数据源不支持该优化目标：${body.optimization_goal}`);
      }
      if (
        body.access_type === 'ACCESS_TYPE_API' &&
        body.claim_type === 'CLAIM_TYPE_CLICK' &&
        !body.feedback_url
      ) {
        throw param('API 上报且按点击归因时 feedback_url 必填');
      }
      const mine = conversions.listByAdvertiser(advertiserId);
      if (mine.some((c) => c.wire.conversion_name === body.conversion_name)) {
        throw param(`转化名称已存在：${body.conversion_name}`);
      }
      const id = ctx.state.nextId('tencent.conversion');
      conversions.insert({
        id,
        advertiserId,
        parentId: set.id,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          conversion_name: body.conversion_name,
          access_type: body.access_type,
          claim_type: body.claim_type,
          conversion_scene: body.conversion_scene,
          optimization_goal: body.optimization_goal,
          user_action_set_id: set.id,
          ...(body.feedback_url ? { feedback_url: body.feedback_url } : {}),
          ...(body.impression_feedback_url
            ? { impression_feedback_url: body.impression_feedback_url }
            : {}),
          ...(body.marketing_carrier_id ? { marketing_carrier_id: body.marketing_carrier_id } : {}),
          is_deleted: false,
        },
      });
      return { conversion_id: id } satisfies tencent.ConversionAddData;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/conversions/get`, (req) => {
    const query = ctx.parse(tencent.ConversionGetRequestSchema, req.input);
    checkFilters(query.filtering, CONVERSION_FILTERS);
    const list = conversions
      .listByAdvertiser(ctx.advertiser(req).id)
      .map((c) => ({ ...c.wire, conversion_id: c.id }))
      .filter((c) => matchAll(c, query.filtering, CONVERSION_FILTERS));
    const { items, pageInfo } = paginate(list, query.page, query.page_size ?? 10);
    return { list: items, page_info: pageInfo } satisfies tencent.ConversionGetData;
  });
}
