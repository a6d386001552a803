import { ERROR_CODES } from '@toufang/contracts';
import { ApiError } from '../../api/client';

export interface FieldError {
  name: string;
  errors: string[];
}

const SEPARATOR = /^([A-Za-z_][\w.]*)\s*[：:]\s*(.+)$/s;

/**
 * Server problems placed on form fields, in the shape of antd's `form.setFields`:
 * - validation failures (code 10001) list problems as `field：message` (ARCHITECTURE §5); those
 *   naming one of `fields` are kept;
 * - a conflict (code 10009, e.g. 角色已存在) belongs to the form's unique field when one is given.
 * Returns an empty list otherwise, so the caller falls back to the global notification.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly string[],
  uniqueField?: string,
): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === ERROR_CODES.CONFLICT.code && uniqueField !== undefined) {
    return [{ name: uniqueField, errors: [error.message] }];
  }
  if (error.code !== ERROR_CODES.VALIDATION_FAILED.code) return [];
  const byField = new Map<string, string[]>();
  for (const detail of error.details) {
    const match = SEPARATOR.exec(detail.trim());
    const name = match?.[1];
    const text = match?.[2];
    if (name === undefined || text === undefined || !fields.includes(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), text.trim()]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
