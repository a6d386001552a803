import type { MonitorDefinition } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { monitorProblems } from './monitor-problems';
import { monitorSummary } from './summary';

const schedule = { frequency: 'hourly' as const, at: null, start_date: null, end_date: null };
const balance: MonitorDefinition = {
  name: '余额',
  watch: { kind: 'balance', medium: 'kuaishou', advertiser_ids: [], days: 1 },
  schedule,
  in_app: true,
};

describe('monitorProblems', () => {
  it('checks the schedule of every kind', () => {
    expect(monitorProblems(balance)).toEqual([]);
    expect(monitorProblems({ ...balance, schedule: { ...schedule, frequency: 'daily' } })).toEqual([
      '请选择每天的执行时间',
    ]);
    expect(
      monitorProblems({
        ...balance,
        schedule: { ...schedule, start_date: '2026-11-27', end_date: '2026-11-26' },
      }),
    ).toEqual(['结束日期不能早于开始日期']);
  });

  it('judges a metrics watch as the automatic rule it runs as', () => {
    const metrics: MonitorDefinition = {
      ...balance,
      watch: {
        kind: 'metrics',
        medium: 'tencent',
        scope: { level: 1, kind: 'objects', advertiser_ids: [], object_ids: [], name_contains: '' },
        conditions: {
          join: 'and',
          groups: [
            {
              join: 'and',
              conditions: [{ metric: 'cost', operator: 'gt', value: 1, window: 'today' }],
            },
          ],
          min_spend: 0,
        },
        complete_hours_only: true,
      },
    };
    expect(monitorProblems(metrics)).toEqual(
      expect.arrayContaining(['该媒体没有这一层级的对象', '请填写要监控的对象ID']),
    );
  });
});

describe('monitorSummary', () => {
  it('says what each kind checks and where it notifies', () => {
    expect(monitorSummary(balance, ['wecom', 'wecom', 'feishu'])).toBe(
      '每小时检查我负责的全部磁力引擎账户的余额：不足 1 天消耗（近 3 天日均）时告警，站内通知负责人并发送到企业微信群并发送到飞书群，恢复时再通知。',
    );
    expect(
      monitorSummary({ ...balance, in_app: false, watch: { kind: 'link', base_ids: [3, 4] } }),
    ).toBe(
      '每小时访问转化基础 3、4的监测链接：无法访问或返回错误时告警（未设置通知方式），恢复时再通知。',
    );
    expect(
      monitorSummary({
        ...balance,
        watch: { kind: 'authorization', medium: 'tencent', hours: 48 },
      }),
    ).toContain('检查腾讯广告的授权：48 小时内到期或已失效时告警');
  });
});
