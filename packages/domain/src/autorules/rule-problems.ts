import { AUTORULE_LIMITS, type AutoruleDefinition } from '@toufang/contracts';
import { autoruleLevel } from './media';
import { copyNameRuleProblems } from './copy-winners';
import { isMetricKey } from './metrics';

// What a rule's shape (contracts AutoruleDefinitionSchema) cannot say on its own: the parts that
// depend on each other and on the medium's definition. Each problem is a Chinese sentence; a rule
// with any is refused and nothing is saved.

export function ruleProblems(rule: AutoruleDefinition): string[] {
  const problems: string[] = [];
  const level = autoruleLevel(rule.medium, rule.scope.level);
  if (!level) {
    problems.push('该媒体没有这一层级的对象');
  } else if (!level.actions.includes(rule.action.type)) {
    problems.push(`${level.name}不支持该执行动作`);
  }
  const { scope } = rule;
  if (scope.kind === 'accounts' && scope.advertiser_ids.length === 0) {
    problems.push('请选择要监控的账户');
  }
  if (scope.kind === 'objects' && scope.object_ids.length === 0) {
    problems.push('请填写要监控的对象ID');
  }
  if (scope.kind === 'filter' && scope.name_contains.length === 0) {
    problems.push('请填写名称关键词');
  }
  for (const group of rule.conditions.groups) {
    for (const condition of group.conditions) {
      if (!isMetricKey(condition.metric)) problems.push(`未知的指标：${condition.metric}`);
      if (condition.window === 'last_hours' && (condition.hours ?? null) === null) {
        problems.push(
          `请填写近N小时的小时数（${AUTORULE_LIMITS.windowHoursMin}–${AUTORULE_LIMITS.windowHoursMax} 的整数）`,
        );
      }
    }
  }
  const { action } = rule;
  if (action.type === 'budget' || action.type === 'bid') {
    if (action.mode === null || action.value === null) {
      problems.push('请填写调整方式和幅度');
    } else if (action.mode !== 'set' && action.value > AUTORULE_LIMITS.percentMax) {
      problems.push(`调整比例最多 ${AUTORULE_LIMITS.percentMax}%`);
    }
  }
  if (action.type === 'create') {
    if (!action.template) problems.push('请选择创建模板并填写保持在投数量');
    if (scope.kind === 'objects')
      problems.push('按模板新建按账户保持在投数量，请选择账户、名称筛选或全部');
  }
  if (action.type === 'copy') {
    if (!action.copy) problems.push('请填写复制份数、命名规则和复制后的状态');
    else {
      problems.push(...copyNameRuleProblems(action.copy.name_rule));
      if (action.copy.copies > action.copy.max_per_day)
        problems.push('每次复制份数不能多于每日复制上限');
    }
  }
  const { max_value: max, min_value: min } = rule.guardrails;
  if (max !== null && min !== null && min > max) problems.push('下限不能高于上限');
  if (action.type === 'budget' || action.type === 'bid') {
    if (action.mode === 'set' && action.value !== null) {
      if (max !== null && action.value > max) problems.push('设置的金额高于上限');
      if (min !== null && action.value < min) problems.push('设置的金额低于下限');
    }
  }
  const { schedule } = rule;
  if (schedule.frequency === 'daily' && schedule.at === null) problems.push('请选择每天的执行时间');
  if (
    schedule.start_date !== null &&
    schedule.end_date !== null &&
    schedule.start_date > schedule.end_date
  ) {
    problems.push('结束日期不能早于开始日期');
  }
  return problems;
}
