import type { MonitorDefinition, RobotType } from '@toufang/contracts';
import { AUTORULE_MEDIUM_DEFS } from '../autorules/media';
import { conditionsText, scopeText, whenText } from '../autorules/summary';
import { watchAsAutorule } from './as-autorule';
import { ROBOT_NAMES } from './robot-names';

export const MONITOR_KIND_LABELS = {
  metrics: '投放数据',
  balance: '账户余额',
  link: '监测链接',
  authorization: '媒体授权',
} as const;

const listed = (ids: readonly (string | number)[]) =>
  ids.length > 3 ? `${ids.slice(0, 3).join('、')} 等 ${ids.length} 个` : ids.join('、');

/** The rule as one sentence: when it checks, what, and when it alerts. */
export function monitorSummary(rule: MonitorDefinition, robots: readonly RobotType[] = []): string {
  const { watch } = rule;
  const when = whenText(rule);
  const to = [
    ...(rule.in_app ? ['站内通知负责人'] : []),
    ...[...new Set(robots)].map((r) => `发送到${ROBOT_NAMES[r]}群`),
  ];
  const tell = to.length > 0 ? `，${to.join('并')}` : '（未设置通知方式）';
  switch (watch.kind) {
    case 'metrics': {
      const as = watchAsAutorule(rule.name, watch, rule.schedule);
      const level = AUTORULE_MEDIUM_DEFS[watch.medium].levels[watch.scope.level]?.name ?? '对象';
      return `${when}检查${scopeText(as, level)}：当${conditionsText(as)} 时告警${tell}，恢复时再通知。`;
    }
    case 'balance': {
      const medium = AUTORULE_MEDIUM_DEFS[watch.medium].name;
      const accounts =
        watch.advertiser_ids.length > 0
          ? `${medium}账户 ${listed(watch.advertiser_ids)}`
          : `我负责的全部${medium}账户`;
      return `${when}检查${accounts}的余额：不足 ${watch.days} 天消耗（近 3 天日均）时告警${tell}，恢复时再通知。`;
    }
    case 'link': {
      const bases =
        watch.base_ids.length > 0 ? `转化基础 ${listed(watch.base_ids)}` : '全部转化基础';
      return `${when}访问${bases}的监测链接：无法访问或返回错误时告警${tell}，恢复时再通知。`;
    }
    case 'authorization': {
      const medium = AUTORULE_MEDIUM_DEFS[watch.medium].name;
      return `${when}检查${medium}的授权：${watch.hours} 小时内到期或已失效时告警${tell}，恢复时再通知。`;
    }
  }
}
