import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  MonitorCheckResult,
  MonitorDeliveryRow,
  MonitorIncidentRow,
  MonitorRuleRow,
  NotificationRow,
  NotificationUnread,
  Paged,
} from '@toufang/contracts';
import { nextShanghaiMidnight } from '@toufang/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAuthorizations, statsHourly } from '../../db/schema';
import { createUser } from '../../test/factories';
import { AutoruleScheduler } from '../autorules/autorules.scheduler';
import { spendToday } from '../autorules/test-support';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';
import { silentLog } from '../tasks/test-fixtures';
import type { MonitorRuleRecord } from './monitoring.repository';

// Monitoring over HTTP (spec 002 §2 `/landing/monitor`): rules saved and refused with masked
// robot addresses, a scheduled check on the test's clock that opens one incident per subject,
// notifies in-app and posts signed messages to a robot receiver this test runs (the first post
// fails and the task engine retries it), a quiet second check, and the resolved message.

const DING_SECRET = 'SEC0123456789abcdef0123';
const FEISHU_SECRET = 'feishu-secret';

interface Received {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

let w: ApiWorld;
let receiver: Server;
let base = '';
const received: Received[] = [];
/** Answers the receiver gives next, by path; then `{errcode:0}` / `{code:0}`. */
const failNext = new Map<string, number>();

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    void readBody(req).then((text) => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      received.push({
        path: url.pathname,
        query: url.searchParams,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      });
      const fails = failNext.get(url.pathname) ?? 0;
      if (fails > 0) {
        failNext.set(url.pathname, fails - 1);
        res.writeHead(502).end('bad gateway');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          url.pathname.startsWith('/feishu')
            ? { code: 0, msg: 'success' }
            : { errcode: 0, errmsg: 'ok' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  w = await startApiWorld({ env: { MONITOR_WEBHOOK_HOSTS: '127.0.0.1' } });
}, 120_000);
afterAll(async () => {
  await w.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const oe = () => w.running.sandbox.state.oceanengine;
const used = new Set<bigint>();

async function freshPromotions(advertiserId: string, count: number): Promise<string[]> {
  const records = oe()
    .promotions.listByAdvertiser(Number(advertiserId))
    .filter((p) => !used.has(p.id) && p.sim?.deletedAt === undefined)
    .slice(0, count);
  for (const r of records) used.add(r.id);
  const ids = records.map((r) => String(r.id));
  await w.t.services.mediaSync.readBack({ medium: 'bytedance', advertiserId }, [
    { resource: 'ads', ids },
  ]);
  return ids;
}

const schedule = { frequency: 'every_30_min', at: null, start_date: null, end_date: null };

function metricsRule(objectIds: string[], name = `无转化告警-${objectIds[0] ?? ''}`) {
  return {
    name,
    watch: {
      kind: 'metrics',
      medium: 'bytedance',
      scope: {
        level: 2,
        kind: 'objects',
        advertiser_ids: [],
        object_ids: objectIds,
        name_contains: '',
      },
      conditions: {
        join: 'and',
        groups: [
          {
            join: 'and',
            conditions: [
              { metric: 'cost', operator: 'gt', value: 100, window: 'today' },
              { metric: 'conversions', operator: 'lt', value: 1, window: 'today' },
            ],
          },
        ],
        min_spend: 0,
      },
      complete_hours_only: false,
    },
    schedule,
    in_app: true,
  };
}

const save = (body: object, token?: string) =>
  w.post<MonitorRuleRow>('/api/monitor/save', body, token);
const incidents = async (ruleId: number) =>
  (await w.get<Paged<MonitorIncidentRow>>(`/api/monitor/incidents?rule_id=${ruleId}`)).data.list;
const deliveries = async (ruleId: number) =>
  (await w.get<Paged<MonitorDeliveryRow>>(`/api/monitor/deliveries?rule_id=${ruleId}&per_page=100`))
    .data.list;

describe('rules', () => {
  it('refuses bad robot addresses and secrets in Chinese, and saves nothing', async () => {
    const answer = await save({
      status: 'enabled',
      rule: metricsRule(['1']),
      channels: [
        { type: 'wecom', url: 'https://evil.example.com/cgi-bin/webhook/send?key=k' },
        {
          type: 'wecom',
          url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k',
          secret: 's',
        },
        { type: 'dingtalk' },
        {
          type: 'dingtalk',
          url: 'https://oapi.dingtalk.com/robot/send?access_token=t',
          secret: 'abc',
        },
      ],
    });
    expect(answer.code).toBe(10001);
    const text = JSON.stringify(answer.message);
    expect(text).toContain('机器人 1：企业微信机器人地址应为');
    expect(text).toContain('机器人 2：企业微信机器人不使用签名密钥');
    expect(text).toContain('机器人 3：请输入 Webhook 地址');
    expect(text).toContain('机器人 4：钉钉加签密钥应以 SEC 开头');
    const list = await w.get<Paged<MonitorRuleRow>>('/api/monitor/list');
    expect(list.data.list.some((r) => r.rule.name === '无转化告警-1')).toBe(false);
  });

  it("refuses a rule over accounts outside the owner's scope", async () => {
    const base = metricsRule([]);
    const scope = { level: 2, kind: 'accounts', advertiser_ids: ['999999'], object_ids: [] };
    const rule = { ...base, watch: { ...base.watch, scope: { ...scope, name_contains: '' } } };
    const answer = await save({ status: 'enabled', rule, channels: [] });
    expect(answer).toMatchObject({ code: 10015 });
  });

  it('masks the robot address, never answers the secret, and keeps both on an edit', async () => {
    const url = `${base}/dingtalk/robot/send?access_token=0123456789abcdef`;
    const saved = await save({
      status: 'disabled',
      rule: metricsRule(['2'], '掩码测试'),
      channels: [{ type: 'dingtalk', url, secret: DING_SECRET }],
    });
    expect(saved.code).toBe(0);
    const [channel] = saved.data.channels;
    expect(channel).toMatchObject({ type: 'dingtalk', secret_set: true });
    expect(channel?.url_masked).toContain('access_token=0123********');
    expect(JSON.stringify(saved.data)).not.toContain(DING_SECRET);
    expect(JSON.stringify(saved.data)).not.toContain('0123456789abcdef');
    const edited = await save({
      id: saved.data.id,
      status: 'disabled',
      rule: { ...metricsRule(['2'], '掩码测试-改') },
      channels: [{ id: channel?.id, type: 'dingtalk' }],
    });
    expect(edited.data.channels).toEqual(saved.data.channels);
    expect(edited.data.rule.name).toBe('掩码测试-改');
    const removed = await w.post('/api/monitor/delete', { id: saved.data.id });
    expect(removed.code).toBe(0);
    expect((await w.get('/api/monitor/incidents?rule_id=' + saved.data.id)).code).toBe(10004);
  });

  it('needs monitor:rules, and shows a rule only to its owner and administrators', async () => {
    const outsider = await createUser(w.t.database.db, {});
    const outsiderToken = await w.t.login(outsider.username, outsider.password);
    expect((await w.get('/api/monitor/list', outsiderToken)).code).toBe(10003);
    expect((await w.get('/api/monitor/notifications/unread', outsiderToken)).code).toBe(10003);
    const saved = await save({
      status: 'disabled',
      rule: metricsRule(['3'], '他人规则'),
      channels: [],
    });
    const other = await createUser(w.t.database.db, { abilities: ['monitor:rules'] });
    const otherToken = await w.t.login(other.username, other.password);
    const list = await w.get<Paged<MonitorRuleRow>>('/api/monitor/list', otherToken);
    expect(list.data.list).toEqual([]);
    const denied = await w.post(
      '/api/monitor/status',
      { id: saved.data.id, status: 'enabled' },
      otherToken,
    );
    expect(denied.code).toBe(10004);
    await w.post('/api/monitor/delete', { id: saved.data.id });
  });
});

describe('a scheduled check', () => {
  it('opens one incident, notifies in-app and by signed robots (retrying a failure), then resolves', async () => {
    // The check judges today's spend: keep the slots below on one Shanghai day. Past midnight by a
    // minute, not more: a session idle for 12 hours ends, and the test's token with it.
    const leftToday = nextShanghaiMidnight(w.t.clock.now()).getTime() - w.t.clock.now().getTime();
    if (leftToday < 3 * 3_600_000) w.t.clock.advance(leftToday + 60_000);
    const [a = ''] = w.advertisers;
    const [quiet = '', spender = ''] = await freshPromotions(a, 2);
    const dingUrl = `${base}/dingtalk/robot/send?access_token=ding-token-0001`;
    const feishuUrl = `${base}/feishu/open-apis/bot/v2/hook/feishu-token-0001`;
    const saved = await save({
      status: 'enabled',
      rule: metricsRule([quiet, spender], '无转化告警'),
      channels: [
        { type: 'dingtalk', url: dingUrl, secret: DING_SECRET },
        { type: 'feishu', url: feishuUrl, secret: FEISHU_SECRET },
      ],
    });
    expect(saved.code).toBe(0);
    const ruleId = saved.data.id;
    expect(saved.data.summary).toContain('发送到钉钉群并发送到飞书群');
    await spendToday(w, a, [{ id: spender, costFen: 15_000 }]);

    const scheduler = new AutoruleScheduler<MonitorRuleRecord>({
      repo: {
        enabledRules: async () =>
          (await w.t.services.monitoring.repo.enabledRules()).filter((r) => r.id === ruleId),
      },
      runs: w.t.services.monitoring.checks,
      clock: w.t.clock,
      log: silentLog,
    });
    // The slot the rule was saved in does not run; the next one does.
    await scheduler.tick();
    expect(await incidents(ruleId)).toEqual([]);
    w.t.clock.advance(30 * 60_000);
    await scheduler.tick();
    await scheduler.tick();

    const opened = await incidents(ruleId);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ status: 'open', subject_key: `bytedance:2:${spender}` });
    expect(opened[0]?.message).toContain('今日消耗 150.00 元');

    const unread = await w.get<NotificationUnread>('/api/monitor/notifications/unread');
    expect(unread.data.unread).toBeGreaterThanOrEqual(1);
    const notes = await w.get<Paged<NotificationRow>>('/api/monitor/notifications?unread=1');
    const note = notes.data.list.find((n) => n.incident_id === opened[0]?.id);
    expect(note).toMatchObject({ event: 'opened', title: '【监控告警】无转化告警', read_at: null });

    // The DingTalk robot fails once (502): the engine backs off and sends again.
    failNext.set('/dingtalk/robot/send', 1);
    await w.drain();
    let sent = await deliveries(ruleId);
    expect(sent).toHaveLength(2);
    const ding = () => sent.find((d) => d.channel_type === 'dingtalk');
    expect(ding()).toMatchObject({ status: 'pending', attempts: 1 });
    expect(ding()?.error_message).toContain('HTTP 502');
    expect(ding()?.url_masked).toContain('access_token=ding********');
    expect(sent.find((d) => d.channel_type === 'feishu')).toMatchObject({ status: 'succeeded' });
    w.t.clock.advance(2 * 60_000);
    await w.drain();
    sent = await deliveries(ruleId);
    expect(ding()).toMatchObject({ status: 'succeeded', attempts: 2 });

    // What the robots received: their own formats, signed with their secrets.
    const dings = received.filter((r) => r.path === '/dingtalk/robot/send');
    expect(dings).toHaveLength(2);
    for (const r of dings) {
      const ts = r.query.get('timestamp') ?? '';
      expect(r.query.get('access_token')).toBe('ding-token-0001');
      expect(r.query.get('sign')).toBe(
        createHmac('sha256', DING_SECRET).update(`${ts}\n${DING_SECRET}`).digest('base64'),
      );
      expect(r.body).toMatchObject({
        msgtype: 'markdown',
        markdown: { title: '【监控告警】无转化告警' },
      });
    }
    const [feishu] = received.filter((r) => r.path.startsWith('/feishu'));
    const fts = String(feishu?.body.timestamp);
    expect(feishu?.body.sign).toBe(
      createHmac('sha256', `${fts}\n${FEISHU_SECRET}`).update('').digest('base64'),
    );
    expect(feishu?.body).toMatchObject({ msg_type: 'text' });
    expect(String((feishu?.body.content as { text: string }).text)).toContain(
      `（${spender}，账户 ${a}）`,
    );

    // Still spending without conversions: the next slot keeps the incident, sends nothing.
    w.t.clock.advance(30 * 60_000);
    await scheduler.tick();
    expect(await incidents(ruleId)).toHaveLength(1);
    expect(await deliveries(ruleId)).toHaveLength(2);

    // A conversion arrives: the next slot resolves it and says so.
    await w.t.database.db
      .update(statsHourly)
      .set({ conversions: 2 })
      .where(eq(statsHourly.objectId, spender));
    w.t.clock.advance(30 * 60_000);
    await scheduler.tick();
    const [resolved] = await incidents(ruleId);
    expect(resolved).toMatchObject({ status: 'resolved' });
    expect(resolved?.resolved_at).not.toBeNull();
    await w.drain();
    sent = await deliveries(ruleId);
    expect(sent.filter((d) => d.event === 'resolved' && d.status === 'succeeded')).toHaveLength(2);
    const lastDing = received.filter((r) => r.path === '/dingtalk/robot/send').at(-1);
    expect(lastDing?.body).toMatchObject({ markdown: { title: '【已恢复】无转化告警' } });

    // Marking read clears the bell.
    const read = await w.post<{ updated: number }>('/api/monitor/notifications/read', {});
    expect(read.data.updated).toBeGreaterThanOrEqual(2);
    expect((await w.get<NotificationUnread>('/api/monitor/notifications/unread')).data.unread).toBe(
      0,
    );
    await w.post('/api/monitor/status', { id: ruleId, status: 'disabled' });
  });
});

describe('an authorization about to end', () => {
  it('opens an incident for the grant ending within the hours, by a check now', async () => {
    const [grant] = await w.t.database.db.select().from(mediaAuthorizations).limit(1);
    if (!grant) throw new Error('no grant');
    await w.t.database.db
      .update(mediaAuthorizations)
      .set({ refreshExpiresAt: new Date(w.t.clock.now().getTime() + 3_600_000) })
      .where(eq(mediaAuthorizations.id, grant.id));
    const saved = await save({
      status: 'enabled',
      rule: {
        name: '授权到期',
        watch: { kind: 'authorization', medium: 'bytedance', hours: 24 },
        schedule,
        in_app: true,
      },
      channels: [],
    });
    const checked = await w.post<MonitorCheckResult>('/api/monitor/check', { id: saved.data.id });
    expect(checked.data).toMatchObject({ opened: 1, error: null });
    const [incident] = await incidents(saved.data.id);
    expect(incident?.subject_key).toBe(`bytedance:grant:${grant.id}`);
    expect(incident?.message).toMatch(/^授权将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 到期/);
    const again = await w.post<MonitorCheckResult>('/api/monitor/check', { id: saved.data.id });
    expect(again.data).toMatchObject({ opened: 0, resolved: 0, matching: 1 });
    await w.post('/api/monitor/delete', { id: saved.data.id });
  });
});
