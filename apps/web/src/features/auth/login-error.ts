import { RequestError, TransportError } from '../../api/errors';

/** The text shown under a login form; the call was silent, so this is its only display. */
export function loginErrorText(error: unknown): string {
  if (error instanceof TransportError && error.kind === 'network') {
    return `网络连接失败，请检查网络后重试（${error.message}）`;
  }
  if (error instanceof RequestError) return error.message;
  return error instanceof Error ? error.message : '请求错误';
}
