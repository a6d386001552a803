import { ApiError } from '../../api/errors';

/** The Chinese message of a failed call, with every problem the server listed. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.details.length > 0) return error.details.join('；');
  return error instanceof Error ? error.message : String(error);
}
