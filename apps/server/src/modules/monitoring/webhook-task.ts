import { MONITOR_WEBHOOK_TASK, type RobotType } from '@toufang/contracts';
import { defineTaskType, type ItemOutcome } from '../tasks/task-type';
import type { MonitorChannels } from './monitor-channels';
import type { MonitoringRepository } from './monitoring.repository';
import { robotAnswer, robotBody } from './robot-messages';
import { signRobotRequest } from './robot-signing';

/** One robot message: the delivery row says what and to which channel. */
export interface WebhookRequest {
  delivery_id: number;
  robot: RobotType;
}

export type WebhookFetch = (url: string, init: RequestInit) => Promise<Response>;

const SEND_TIMEOUT_MS = 10_000;

const failed = (code: string, message: string, retryable: boolean, extra: object = {}) =>
  ({ status: 'failed', code, message, retryable, ...extra }) as const;

/**
 * `monitor.webhook.send` (docs/architecture/monitoring.md): each item posts one message to one
 * group robot, signed when the robot has a secret (signed at each attempt: the robots refuse old
 * timestamps). The robot's answer decides: its success code succeeds; 5xx, 429, a lost connection
 * and the robots' rate-limit codes go back to the engine's backoff; any other refusal is final.
 * A robot call is never "unknown": a message sent twice is better than one lost.
 */
export function webhookTaskType(deps: {
  repo: Pick<MonitoringRepository, 'findDelivery'>;
  channels: Pick<MonitorChannels, 'open'>;
  fetcher?: WebhookFetch;
}) {
  const send = deps.fetcher ?? fetch;
  return defineTaskType<WebhookRequest>({
    type: MONITOR_WEBHOOK_TASK,
    action: 'send_webhook',
    isCreation: false,
    group: (items) =>
      items.map((item) => ({ key: `delivery:${item.request.delivery_id}`, items: [item] })),
    limiterKey: (group) => `webhook:${group.items[0]?.request.robot ?? 'robot'}`,
    async execute(group, ctx) {
      const out = new Map<number, ItemOutcome>();
      for (const item of group.items) {
        out.set(item.id, await sendOne(item.request, ctx.clock.now(), ctx.signal));
      }
      return out;
    },
    // Nothing can be read back from a robot; execute never answers unknown.
    reconcile: () => Promise.resolve({ status: 'not_applied' }),
  });

  async function sendOne(
    request: WebhookRequest,
    now: Date,
    signal: AbortSignal,
  ): Promise<ItemOutcome> {
    const found = await deps.repo.findDelivery(request.delivery_id);
    if (!found)
      return failed('DELIVERY_GONE', '监控规则已删除，通知不再发送', false, { notSent: true });
    const { delivery, channelsSealed } = found;
    const channel = deps.channels.open(channelsSealed).find((c) => c.id === delivery.channelId);
    if (!channel) {
      return failed('CHANNEL_GONE', '该机器人已从监控规则中移除，通知不再发送', false, {
        notSent: true,
      });
    }
    const body = robotBody(channel.type, {
      title: delivery.title,
      lines: delivery.body.split('\n'),
    });
    const signed = signRobotRequest(channel.type, channel.url, body, channel.secret, now);
    const exchange = { request: { url: delivery.urlMasked, body } };
    let res: Response;
    try {
      res = await send(signed.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(signed.body),
        redirect: 'error',
        signal: AbortSignal.any([signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]),
      });
    } catch {
      return failed('NETWORK', '无法连接机器人地址，稍后重试', true, exchange);
    }
    const text = await res.text().catch(() => '');
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // Not JSON: robotAnswer says it is unrecognised.
    }
    const verdict = robotAnswer(channel.type, res.status, answer);
    if (verdict.ok) return { status: 'succeeded', ...exchange, response: answer };
    return failed(verdict.code, verdict.message, verdict.retryable, {
      ...exchange,
      response: answer,
    });
  }
}
