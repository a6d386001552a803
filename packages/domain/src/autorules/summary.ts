import type { AutoruleAction, AutoruleCondition, AutoruleDefinition } from '@toufang/contracts';
import { AUTORULE_MEDIUM_DEFS } from './media';
import { formatMetric, isMetricKey, RULE_METRICS } from './metrics';
import { FREQUENCY_LABELS, OPERATOR_SIGNS } from './summary-words';
import { windowKey, windowLabel } from './windows';

// The plain-Chinese sentence a rule reads as (rule list, editor preview, batch list): when it
// runs, what it watches, when it acts, what it does and what holds it back.

const IDS_SHOWN = 3;

const listed = (ids: readonly string[]) =>
  ids.length > IDS_SHOWN
    ? `${ids.slice(0, IDS_SHOWN).join('、')} 等 ${ids.length} 个`
    : ids.join('、');

export function scopeText(rule: AutoruleDefinition, levelName: string): string {
  const { scope } = rule;
  const medium = AUTORULE_MEDIUM_DEFS[rule.medium].name;
  switch (scope.kind) {
    case 'accounts':
      return `${medium}账户 ${listed(scope.advertiser_ids)} 下的全部${levelName}（含以后新建）`;
    case 'objects':
      return `${medium}${levelName} ${listed(scope.object_ids)}`;
    case 'filter': {
      const where =
        scope.advertiser_ids.length > 0 ? `账户 ${listed(scope.advertiser_ids)} 下` : '';
      return `${medium}${where}名称包含「${scope.name_contains}」的${levelName}（含以后新建）`;
    }
    case 'all':
      return `${medium}我负责账户下的全部${levelName}（含以后新建）`;
  }
}

export function whenText(rule: Pick<AutoruleDefinition, 'schedule'>): string {
  const { schedule } = rule;
  const at = schedule.frequency === 'daily' && schedule.at ? ` ${schedule.at} ` : '';
  const range =
    schedule.start_date && schedule.end_date
      ? `在 ${schedule.start_date} 至 ${schedule.end_date} 期间`
      : schedule.start_date
        ? `自 ${schedule.start_date} 起`
        : schedule.end_date
          ? `至 ${schedule.end_date} 止`
          : '';
  return `${range}${FREQUENCY_LABELS[schedule.frequency]}${at}`;
}

/** Conversions are whole: below 1, at most 0 or equal to 0 all say there were none. */
function noConversions(c: AutoruleCondition): boolean {
  if (c.metric !== 'conversions') return false;
  if (c.operator === 'lt') return c.value > 0 && c.value <= 1;
  if (c.operator === 'lte') return c.value < 1;
  return c.operator === 'eq' && c.value === 0;
}

function conditionText(c: AutoruleCondition): string {
  const window = windowLabel(windowKey(c));
  // 近6小时无转化: the hour windows watch for conversions that stopped.
  if (c.window === 'last_hours' && noConversions(c)) return `${window}无转化`;
  const label = isMetricKey(c.metric) ? RULE_METRICS[c.metric].label : c.metric;
  const value = isMetricKey(c.metric) ? formatMetric(c.metric, c.value) : String(c.value);
  return `${window}${label} ${OPERATOR_SIGNS[c.operator]} ${value}`;
}

export function conditionsText(rule: AutoruleDefinition): string {
  const { conditions } = rule;
  const word = (join: 'and' | 'or') => (join === 'and' ? ' 且 ' : ' 或 ');
  const groups = conditions.groups.map((group) => {
    const parts = group.conditions.map(conditionText);
    const text = parts.join(word(group.join));
    return conditions.groups.length > 1 && parts.length > 1 ? `（${text}）` : text;
  });
  return groups.join(word(conditions.join));
}

export function actionText(action: AutoruleAction, levelName: string): string {
  const amount = (label: string) => {
    if (action.mode === null || action.value === null) return `调整${label}`;
    if (action.mode === 'set') return `将${label}设为 ${action.value} 元`;
    return `将${label}${action.mode === 'increase' ? '提高' : '降低'} ${action.value}%`;
  };
  switch (action.type) {
    case 'pause':
      return `暂停该${levelName}`;
    case 'pause_today':
      return `暂停该${levelName}至今日结束，次日 0 点自动恢复`;
    case 'enable':
      return `启用该${levelName}`;
    case 'budget':
      return amount('日预算');
    case 'bid':
      return amount('出价');
    case 'notify':
      return '通知负责人';
    case 'create': {
      const t = action.template;
      return t
        ? `按模板「${t.name}」新建${levelName}，补足至 ${t.keep_running} 个`
        : `按模板新建${levelName}`;
    }
    case 'copy': {
      const c = action.copy;
      return c
        ? `将该${levelName}连同创意复制 ${c.copies} 份到同一账户，命名为「${c.name_rule}」，` +
            `复制后${c.enabled ? '启用' : '暂停'}`
        : `复制该${levelName}`;
    }
  }
}

function guardText(rule: AutoruleDefinition): string {
  const g = rule.guardrails;
  const parts: string[] = [];
  if (g.cooldown_minutes > 0) parts.push(`同一对象 ${g.cooldown_minutes} 分钟内不重复执行`);
  if (rule.action.type === 'copy' && rule.action.copy) {
    parts.push(`同一对象每天最多复制 ${rule.action.copy.max_per_day} 份`);
  }
  parts.push(`每天最多执行 ${g.max_runs_per_day} 次`);
  parts.push(
    rule.action.type === 'create'
      ? `每次最多新建 ${g.max_objects_per_run} 个对象`
      : rule.action.type === 'copy'
        ? `每次最多复制 ${g.max_objects_per_run} 份`
        : `每次最多改动 ${g.max_objects_per_run} 个对象`,
  );
  if (rule.action.type === 'budget' || rule.action.type === 'bid') {
    if (g.max_value !== null) parts.push(`不高于 ${g.max_value} 元`);
    if (g.min_value !== null) parts.push(`不低于 ${g.min_value} 元`);
  }
  return parts.join('，');
}

/** The rule as one sentence. */
export function ruleSummary(rule: AutoruleDefinition): string {
  const def = AUTORULE_MEDIUM_DEFS[rule.medium];
  const levelName = def.levels[rule.scope.level]?.name ?? '对象';
  const minSpend =
    rule.conditions.min_spend > 0 ? `（消耗满 ${rule.conditions.min_spend} 元才判断）` : '';
  const notify = rule.action.notify && rule.action.type !== 'notify' ? '并通知负责人' : '';
  const hours = rule.complete_hours_only
    ? `按完整小时的数据判断（${def.name}报表约延迟 ${def.reportingLagHours} 小时）`
    : '按实时数据判断（最近几小时的转化可能尚未回传）';
  if (rule.action.type === 'create') {
    const keep = rule.action.template?.keep_running ?? 0;
    return (
      `${whenText(rule)}检查${scopeText(rule, levelName)}：每个账户中${conditionsText(rule)}且已启用的` +
      `${levelName}少于 ${keep} 个时${minSpend}，${actionText(rule.action, levelName)}${notify}；` +
      `${guardText(rule)}；${hours}。`
    );
  }
  return (
    `${whenText(rule)}检查${scopeText(rule, levelName)}：当${conditionsText(rule)} 时${minSpend}，` +
    `${actionText(rule.action, levelName)}${notify}；${guardText(rule)}；${hours}。`
  );
}
