import { ERROR_CODES, formatErrorText, type ErrorKey } from '@toufang/contracts';

/**
 * The one error type services throw. It carries a registry key, never an HTTP status: the error
 * handler renders the spec's envelope from the registry (ARCHITECTURE §5).
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  /** Extra problems to list (e.g. each invalid field), shown as an array message. */
  readonly details: string[] | undefined;
  readonly data: unknown;

  constructor(
    key: ErrorKey,
    opts: { params?: Record<string, string | number>; details?: string[]; data?: unknown } = {},
  ) {
    super(formatErrorText(ERROR_CODES[key].message, opts.params));
    this.name = 'AppError';
    this.key = key;
    this.params = opts.params ?? {};
    this.details = opts.details;
    this.data = opts.data;
  }

  get code(): number {
    return ERROR_CODES[this.key].code;
  }

  get messageCn(): string {
    return formatErrorText(ERROR_CODES[this.key].message_cn, this.params);
  }
}

export const notFound = (entity: string) => new AppError('NOT_FOUND', { params: { entity } });
export const conflict = (entity: string) => new AppError('CONFLICT', { params: { entity } });

/** Fails with VALIDATION_FAILED listing every problem at once, when there is any (ARCHITECTURE §5). */
export function assertNoProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { details: [...problems] });
}
