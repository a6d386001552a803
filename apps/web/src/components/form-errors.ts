import type { FormInstance, FormRule } from 'antd';
import { ERROR_CODES, formatErrorText } from '@toufang/contracts';
import { ApiError, RequestError, reportApiError } from '../api/client';
import { getFeedback } from '../api/feedback';

/**
 * Field errors for antd forms, from the same zod schemas the server validates with (contracts), and
 * from the server's own validation answer (code 10001, ARCHITECTURE §5), so every limit agrees.
 */

export interface FieldError {
  name: string;
  errors: string[];
}

export interface SplitErrors {
  /** Problems that belong to a field of the form, grouped by field. */
  fields: FieldError[];
  /** Problems naming no field of the form; they are shown the usual way. */
  rest: string[];
}

/** `role_ids.0：…` and `username：…` (field path, full-width colon, problem) as the server lists them. */
const DETAIL = /^([A-Za-z_][\w.]*)\s*[：:]\s*([\s\S]*)$/;

function group(pairs: readonly (readonly [string, string])[]): FieldError[] {
  const byName = new Map<string, string[]>();
  for (const [name, text] of pairs) {
    const list = byName.get(name) ?? [];
    if (!list.includes(text)) list.push(text);
    byName.set(name, list);
  }
  return [...byName].map(([name, errors]) => ({ name, errors }));
}

/** Splits the server's validation details into problems of the form's fields and the rest. */
export function splitServerDetails(
  details: readonly string[],
  fieldNames: readonly string[],
): SplitErrors {
  const pairs: [string, string][] = [];
  const rest: string[] = [];
  for (const detail of details) {
    const match = DETAIL.exec(detail.trim());
    // An item of a list field (`game_ids.3`) is reported on the list field itself.
    const name = match?.[1]?.split('.')[0];
    if (match && name !== undefined && fieldNames.includes(name))
      pairs.push([name, match[2] ?? '']);
    else rest.push(detail);
  }
  return { fields: group(pairs), rest };
}

/** The issue shape shared by zod's `safeParse` errors. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** zod issues as field errors; issues without a field of the form go to `rest`. */
export function schemaIssuesToFields(
  issues: readonly SchemaIssue[],
  fieldNames: readonly string[],
): SplitErrors {
  const pairs: [string, string][] = [];
  const rest: string[] = [];
  for (const issue of issues) {
    const head = issue.path[0];
    if (typeof head === 'string' && fieldNames.includes(head)) pairs.push([head, issue.message]);
    else rest.push(issue.message);
  }
  return { fields: group(pairs), rest };
}

/** Anything with zod's `safeParse`, typed structurally so the web app needs no zod import. */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * An antd rule checking one field with its contracts schema (e.g. `UsernameSchema`). An empty field
 * passes: whether it is required is said by a `required` rule with its own message.
 */
export function schemaRule(schema: SafeParser<unknown>): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return Promise.resolve();
      const result = schema.safeParse(value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(result.error.issues[0]?.message ?? '格式不正确'));
    },
  };
}

/**
 * Parses a request body with its contracts schema before it is sent. On failure the problems land on
 * the form's fields (the rest in one notice) and `undefined` is returned.
 */
export function parseFormBody<T>(
  form: FormInstance,
  schema: SafeParser<T>,
  body: unknown,
  fieldNames: readonly string[],
): T | undefined {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { fields, rest } = schemaIssuesToFields(result.error.issues, fieldNames);
  form.setFields(fields);
  if (rest.length > 0) getFeedback().showError({ title: '错误', description: rest.join('\n') });
  return undefined;
}

/** Which form field a CONFLICT names, by the entity of its message (e.g. 用户名 → `username`). */
export type ConflictFields = Readonly<Record<string, string>>;

/** The field of a CONFLICT answer (`{entity}已存在`, contracts error registry), if the form has one. */
export function conflictField(error: ApiError, conflicts: ConflictFields): string | undefined {
  if (error.code !== ERROR_CODES.CONFLICT.code) return undefined;
  for (const [entity, field] of Object.entries(conflicts)) {
    if (error.message === formatErrorText(ERROR_CODES.CONFLICT.message_cn, { entity }))
      return field;
  }
  return undefined;
}

/**
 * Shows the failure of a silent form call: validation problems on the fields they name, and a
 * duplicate (CONFLICT) on the field it is about; when any problem names no field of the form, or
 * the failure is of another kind, the standard error notice.
 */
export function showFormError(
  form: FormInstance,
  error: unknown,
  fieldNames: readonly string[],
  conflicts: ConflictFields = {},
): void {
  if (error instanceof ApiError && error.code === ERROR_CODES.VALIDATION_FAILED.code) {
    const { fields, rest } = splitServerDetails(error.details, fieldNames);
    form.setFields(fields);
    if (fields.length > 0 && rest.length === 0) return;
  }
  if (error instanceof ApiError) {
    const field = conflictField(error, conflicts);
    if (field !== undefined) {
      form.setFields([{ name: field, errors: [error.message] }]);
      return;
    }
  }
  if (error instanceof RequestError) {
    reportApiError(error);
    return;
  }
  const text = error instanceof Error ? error.message : String(error);
  getFeedback().showError({ title: '错误', description: text });
}
