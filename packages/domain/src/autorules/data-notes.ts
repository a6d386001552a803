import type { AutoruleDefinition } from '@toufang/contracts';
import { AUTORULE_MEDIUM_DEFS } from './media';
import {
  describeRange,
  windowKey,
  windowLabel,
  windowRange,
  type WindowKey,
  type WindowRange,
} from './windows';

/** The windows a rule's conditions read, once each. */
export function ruleWindows(rule: AutoruleDefinition): WindowKey[] {
  return [...new Set(rule.conditions.groups.flatMap((g) => g.conditions.map(windowKey)))];
}

/** The range of each window the rule reads at `now`, by the medium's reporting lag. */
export function ruleRanges(rule: AutoruleDefinition, now: Date): Map<WindowKey, WindowRange> {
  const lag = AUTORULE_MEDIUM_DEFS[rule.medium].reportingLagHours;
  return new Map(
    ruleWindows(rule).map((w) => [w, windowRange(w, now, lag, rule.complete_hours_only)]),
  );
}

/** What the figures a run judged cover, and which windows reach into the reporting lag. */
export function dataNotes(
  rule: AutoruleDefinition,
  ranges: ReadonlyMap<WindowKey, WindowRange>,
): string[] {
  const def = AUTORULE_MEDIUM_DEFS[rule.medium];
  return [...ranges].map(([window, range]) => {
    const span = `${windowLabel(window)}：${describeRange(range)}`;
    return range.incomplete
      ? `${span}，含${def.name}报表延迟的最近 ${def.reportingLagHours} 小时，转化可能尚未回传完整`
      : `${span}，按完整小时判断（${def.name}报表约延迟 ${def.reportingLagHours} 小时）`;
  });
}
