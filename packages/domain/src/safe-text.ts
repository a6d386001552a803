/**
 * Text the platform accepts from any input: no control characters other than tab, line feed and
 * carriage return (ID lists and notes are pasted from spreadsheets and textareas), and no lone UTF-16
 * surrogates (JSON can carry them, but they are not Unicode text: PostgreSQL refuses NUL outright
 * and a lone surrogate would be stored silently as U+FFFD).
 */

export type UnsafeTextReason = 'control' | 'surrogate';

/** C0 controls except \t \n \r, DEL, and the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGES: Record<UnsafeTextReason | 'key', string> = {
  control: '不能包含控制字符（如 NUL）',
  surrogate: '包含无效的 Unicode 字符',
  key: '字段名不能包含控制字符或无效的 Unicode 字符',
};

/** Why `text` is refused, or null when it is acceptable. */
export function unsafeTextReason(text: string): UnsafeTextReason | null {
  if (CONTROL_CHARACTER.test(text)) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

export interface UnsafeTextIssue {
  /** Where the string sits in the input: object keys and array indexes. */
  path: (string | number)[];
  /** 'key' when an object key (not a value) is unsafe; the path then names its parent. */
  reason: UnsafeTextReason | 'key';
}

/** A value being walked and how it was reached (paths are built only for the strings reported). */
interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every unsafe string in a parsed input (JSON body, query, route params), values and object keys
 * alike. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnsafeText(input: unknown): UnsafeTextIssue[] {
  const issues: UnsafeTextIssue[] = [];
  const pending: Visit[] = [{ value: input, parent: null, key: '' }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) issues.push({ path: pathOf(visit), reason });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        pending.push({ value: value[i] as unknown, parent: visit, key: i });
      }
    } else if (typeof value === 'object' && value !== null) {
      const entries: [string, unknown][] = Object.entries(value);
      if (entries.some(([key]) => unsafeTextReason(key) !== null)) {
        issues.push({ path: pathOf(visit), reason: 'key' });
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (unsafeTextReason(key) === null) pending.push({ value: child, parent: visit, key });
      }
    }
  }
  return issues;
}
