import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import type { ObjectRecord } from '../../state/collection';
import type { SandboxApp } from '../../state/records';
import { appsOf, checkNewApp } from '../app-review';

// 推广目标 apps (media-wire tencent/promoted-objects.ts): promoted_objects/add by store id, once
// per account, usable at once (no review), and promoted_objects/get with `filtering` on
// promoted_object_id (EQUALS / IN) and promoted_object_type (EQUALS).

const API = '/tencent/v3.0';

const TYPE = {
  android: 'PROMOTED_OBJECT_TYPE_APP_ANDROID',
  ios: 'PROMOTED_OBJECT_TYPE_APP_IOS',
} as const;

function view(r: Readonly<ObjectRecord<SandboxApp>>): tencent.PromotedObject {
  const spec = { app_name: r.wire.appName };
  return {
    promoted_object_id: r.wire.label,
    promoted_object_name: r.wire.appName,
    promoted_object_type: TYPE[r.wire.platform],
    promoted_object_spec:
      r.wire.platform === 'ios' ? { app_ios_spec: spec } : { app_android_spec: spec },
    created_time: Math.floor(r.createdAt / 1000),
    last_modified_time: Math.floor(r.updatedAt / 1000),
  };
}

export function registerTencentPromotedObjects(ctx: MediumContext): void {
  const { promotedObjects } = ctx.state.tencent;

  ctx.endpoint(
    'POST',
    `${API}/promoted_objects/add`,
    (req) => {
      const body = ctx.parse(tencent.PromotedObjectAddRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      checkNewApp('tencent', appsOf(promotedObjects, advertiserId), (app) =>
        app.label === body.promoted_object_id
          ? `推广目标已存在：${body.promoted_object_id}（${app.appName}）`
          : null,
      );
      promotedObjects.insert({
        id: ctx.state.nextId('tencent.promotedObject'),
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          platform: body.promoted_object_type === TYPE.ios ? 'ios' : 'android',
          appName: body.promoted_object_name ?? `应用 ${body.promoted_object_id}`,
          packageName: null,
          downloadUrl: null,
          iconUrl: null,
          label: body.promoted_object_id,
          privacyUrl: null,
        },
      });
      return {
        promoted_object_id: body.promoted_object_id,
      } satisfies tencent.PromotedObjectAddData;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/promoted_objects/get`, (req) => {
    const query = ctx.parse(tencent.PromotedObjectGetRequestSchema, req.input);
    let list = appsOf(promotedObjects, ctx.advertiser(req).id).map(view);
    for (const f of query.filtering ?? []) {
      const values = new Set(f.values.map(String));
      if (f.field === 'promoted_object_id' && (f.operator === 'EQUALS' || f.operator === 'IN')) {
        list = list.filter((o) => values.has(o.promoted_object_id));
      } else if (f.field === 'promoted_object_type' && f.operator === 'EQUALS') {
        list = list.filter((o) => values.has(String(o.promoted_object_type)));
      } else {
        throw mediumError('param', `filtering 不支持 ${f.field} ${f.operator}`);
      }
    }
    const { items, pageInfo } = paginate(list, query.page, query.page_size ?? 10);
    return { list: items, page_info: pageInfo } satisfies tencent.PromotedObjectGetData;
  });
}
