import type { ValueMap } from './value-tag';

/** The 0/1 status of users, games and departments (contracts `StatusSchema`). */
export type EnableStatus = 0 | 1;

export const ENABLE_STATUS: ValueMap<EnableStatus> = {
  1: { text: '启用', color: 'success' },
  0: { text: '禁用', color: 'default' },
};

/** Options of a status filter select. */
export const ENABLE_STATUS_OPTIONS: { value: EnableStatus; label: string }[] = [
  { value: 1, label: ENABLE_STATUS[1].text },
  { value: 0, label: ENABLE_STATUS[0].text },
];
