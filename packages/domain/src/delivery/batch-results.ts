// Answers of the update calls (spec 001 §7 "Updates", §8): `error_list[]{error_message}` or
// `errors[]{ids, error_message | message}`. A single edit shows the first message; a batch shows
// each failed row's message on the row and retries only those rows.

export interface UpdateErrorItem {
  ids?: readonly (string | number)[] | null;
  error_message?: string | null;
  message?: string | null;
}

export interface UpdateAnswer {
  error_list?: readonly { error_message?: string | null }[] | null;
  errors?: readonly UpdateErrorItem[] | null;
}

/** The generic text when a failed item carries no message. */
export const UPDATE_FAILED_MESSAGE = '更新失败';

function itemMessage(item: UpdateErrorItem): string {
  return item.error_message || item.message || UPDATE_FAILED_MESSAGE;
}

/** The message a single edit shows: the first error_message of error_list (else of errors). */
export function firstErrorMessage(answer: UpdateAnswer): string | undefined {
  const listed = answer.error_list?.find((item) => item.error_message)?.error_message;
  if (listed) return listed;
  const first = answer.errors?.[0];
  return first === undefined ? undefined : itemMessage(first);
}

/** Each failed id with its message; the first message wins when an id is listed twice. */
export function rowErrors(answer: UpdateAnswer): Map<string, string> {
  const errors = new Map<string, string>();
  for (const item of answer.errors ?? []) {
    for (const id of item.ids ?? []) {
      const key = String(id);
      if (!errors.has(key)) errors.set(key, itemMessage(item));
    }
  }
  return errors;
}

/** The rows a retry sends again: the ones that failed, in their order. */
export function rowsToRetry<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  failed: ReadonlyMap<string, string> | ReadonlySet<string>,
): T[] {
  return rows.filter((row) => failed.has(keyOf(row)));
}
