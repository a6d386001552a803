import {
  MonitorDeliveryQuerySchema,
  MonitorIdBodySchema,
  MonitorIncidentQuerySchema,
  MonitorListQuerySchema,
  MonitorSaveBodySchema,
  MonitorStatusBodySchema,
  NotificationQuerySchema,
  NotificationReadBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { MonitoringService } from './monitoring.service';

const ABILITY = 'monitor:rules';
const tags = ['monitoring'];

/**
 * Monitoring (spec 002 §2 `/landing/monitor`, ability `monitor:rules`): the rules, their
 * incidents and robot deliveries, and the owner's in-app notifications (the header's bell). Every
 * call needs the ability; the service holds ownership.
 */
export function monitoringRoutes(app: FastifyInstance, monitoring: MonitoringService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = access.ability(ABILITY);
  const base = '/api/monitor';

  r.get(
    `${base}/list`,
    { ...guard, schema: { tags, summary: '监控规则列表', querystring: MonitorListQuerySchema } },
    async (request) => ok(await monitoring.list(requireAuth(request), request.query)),
  );
  r.post(
    `${base}/save`,
    { ...guard, schema: { tags, summary: '保存监控规则', body: MonitorSaveBodySchema } },
    async (request) => ok(await monitoring.save(requireAuth(request), request.body)),
  );
  r.post(
    `${base}/status`,
    { ...guard, schema: { tags, summary: '启用或停用监控规则', body: MonitorStatusBodySchema } },
    async (request) =>
      ok(await monitoring.setStatus(requireAuth(request), request.body.id, request.body.status)),
  );
  r.post(
    `${base}/delete`,
    { ...guard, schema: { tags, summary: '删除监控规则', body: MonitorIdBodySchema } },
    async (request) => {
      await monitoring.delete(requireAuth(request), request.body.id);
      return ok(null);
    },
  );
  r.post(
    `${base}/check`,
    { ...guard, schema: { tags, summary: '立即检查一次', body: MonitorIdBodySchema } },
    async (request) => ok(await monitoring.checkNow(requireAuth(request), request.body.id)),
  );
  r.get(
    `${base}/incidents`,
    { ...guard, schema: { tags, summary: '告警事件', querystring: MonitorIncidentQuerySchema } },
    async (request) => ok(await monitoring.incidents(requireAuth(request), request.query)),
  );
  r.get(
    `${base}/deliveries`,
    {
      ...guard,
      schema: { tags, summary: '机器人通知记录', querystring: MonitorDeliveryQuerySchema },
    },
    async (request) => ok(await monitoring.deliveries(requireAuth(request), request.query)),
  );
  r.get(
    `${base}/notifications`,
    { ...guard, schema: { tags, summary: '我的站内通知', querystring: NotificationQuerySchema } },
    async (request) => ok(await monitoring.notifications(requireAuth(request), request.query)),
  );
  r.get(
    `${base}/notifications/unread`,
    { ...guard, schema: { tags, summary: '未读站内通知数' } },
    async (request) => ok(await monitoring.unread(requireAuth(request))),
  );
  r.post(
    `${base}/notifications/read`,
    { ...guard, schema: { tags, summary: '标记站内通知已读', body: NotificationReadBodySchema } },
    async (request) => ok(await monitoring.markRead(requireAuth(request), request.body.ids)),
  );
}
