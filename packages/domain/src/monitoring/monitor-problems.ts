import type { MonitorDefinition } from '@toufang/contracts';
import { ruleProblems } from '../autorules/rule-problems';
import { watchAsAutorule } from './as-autorule';

/**
 * The problems of a monitoring rule beyond its schema, in Chinese: a metrics watch has those of
 * the automatic rule it judges as; every rule has its schedule's.
 */
export function monitorProblems(rule: MonitorDefinition): string[] {
  const { watch, schedule } = rule;
  if (watch.kind === 'metrics') return ruleProblems(watchAsAutorule(rule.name, watch, schedule));
  const problems: string[] = [];
  if (schedule.frequency === 'daily' && schedule.at === null) problems.push('请选择每天的执行时间');
  if (schedule.start_date !== null && schedule.end_date !== null) {
    if (schedule.end_date < schedule.start_date) problems.push('结束日期不能早于开始日期');
  }
  return problems;
}
