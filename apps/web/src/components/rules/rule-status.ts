import type { AutoruleStatus } from '@toufang/contracts';

/** The on/off status of an automatic rule or a monitoring rule (MonitorStatus has the same values). */
export type RuleStatus = AutoruleStatus;

/** Options of a list's status filter. */
export const RULE_STATUS_OPTIONS: { value: RuleStatus; label: string }[] = [
  { value: 'enabled', label: '启用' },
  { value: 'disabled', label: '停用' },
];
