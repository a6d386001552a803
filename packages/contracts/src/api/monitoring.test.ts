import { describe, expect, it } from 'vitest';
import { MONITOR_LIMITS as L, MonitorSaveBodySchema, type MonitorSaveBody } from './monitoring';

const body = (watch: MonitorSaveBody['rule']['watch']): MonitorSaveBody => ({
  status: 'enabled',
  rule: {
    name: '监控',
    watch,
    schedule: { frequency: 'hourly', at: null, start_date: null, end_date: null },
    in_app: true,
  },
  channels: [],
});

const balance = body({ kind: 'balance', medium: 'bytedance', advertiser_ids: [], days: 1 });

/** The first message the schema gives for `value`, or undefined when it is valid. */
function messageOf(value: unknown): string | undefined {
  const result = MonitorSaveBodySchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const withRule = (patch: Partial<MonitorSaveBody['rule']>) => ({
  ...balance,
  rule: { ...balance.rule, ...patch },
});
const withWatch = (watch: object) => withRule({ watch: watch as MonitorSaveBody['rule']['watch'] });
const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

describe('monitoring limits', () => {
  it('takes a name up to its limit', () => {
    expect(messageOf(withRule({ name: '名'.repeat(L.nameMax) }))).toBeUndefined();
    expect(messageOf(withRule({ name: '名'.repeat(L.nameMax + 1) }))).toBe(
      `规则名称最多 ${L.nameMax} 个字符`,
    );
    expect(messageOf(withRule({ name: '  ' }))).toBe('请输入规则名称');
  });

  it('takes up to five robots, with bounded addresses and secrets', () => {
    const robot = { type: 'wecom' as const, url: 'u' };
    expect(messageOf({ ...balance, channels: Array(L.channelsMax).fill(robot) })).toBeUndefined();
    expect(messageOf({ ...balance, channels: Array(L.channelsMax + 1).fill(robot) })).toBe(
      `最多 ${L.channelsMax} 个机器人`,
    );
    expect(
      messageOf({ ...balance, channels: [{ type: 'wecom', url: 'u'.repeat(L.urlMax + 1) }] }),
    ).toBe(`Webhook 地址最多 ${L.urlMax} 个字符`);
    expect(
      messageOf({
        ...balance,
        channels: [{ type: 'dingtalk', secret: 's'.repeat(L.secretMax + 1) }],
      }),
    ).toBe(`签名密钥最多 ${L.secretMax} 个字符`);
    expect(messageOf({ ...balance, channels: [{ type: 'slack' }] })).toBe('请选择机器人类型');
  });

  it('bounds the balance watch: days and accounts', () => {
    const watch = balance.rule.watch;
    expect(messageOf(withWatch({ ...watch, days: L.balanceDaysMin }))).toBeUndefined();
    expect(messageOf(withWatch({ ...watch, days: L.balanceDaysMin - 0.1 }))).toBe(
      `天数至少 ${L.balanceDaysMin} 天`,
    );
    expect(messageOf(withWatch({ ...watch, days: L.balanceDaysMax + 1 }))).toBe(
      `天数最多 ${L.balanceDaysMax} 天`,
    );
    expect(
      messageOf(withWatch({ ...watch, advertiser_ids: ids(L.advertisersMax) })),
    ).toBeUndefined();
    expect(messageOf(withWatch({ ...watch, advertiser_ids: ids(L.advertisersMax + 1) }))).toBe(
      `最多选择 ${L.advertisersMax} 个账户`,
    );
    expect(messageOf(withWatch({ ...watch, advertiser_ids: ['abc'] }))).toBe('账户ID应为数字');
  });

  it('bounds the link and authorization watches', () => {
    const link = (n: number) => ({ kind: 'link', base_ids: ids(n).map(Number) });
    expect(messageOf(withWatch(link(L.basesMax)))).toBeUndefined();
    expect(messageOf(withWatch(link(L.basesMax + 1)))).toBe(`最多选择 ${L.basesMax} 个转化基础`);
    const auth = (hours: number) => ({ kind: 'authorization', medium: 'tencent', hours });
    expect(messageOf(withWatch(auth(L.expiryHoursMax)))).toBeUndefined();
    expect(messageOf(withWatch(auth(L.expiryHoursMax + 1)))).toBe(
      `小时数最多 ${L.expiryHoursMax}（30 天）`,
    );
    expect(messageOf(withWatch(auth(0)))).toBe('小时数至少 1');
    expect(messageOf(withWatch(auth(1.5)))).toBe('小时数应为整数');
  });

  it('names the missing kind in Chinese', () => {
    expect(messageOf(withWatch({ kind: 'other' }))).toBe('请选择监控类型');
  });
});
