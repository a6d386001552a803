import type { TokenSource } from './token-provider';

// What a failed fetch means for a retry: a refused connection never reached the medium; anything
// else (timeout, reset) may have, so a write's outcome is unknown (ARCHITECTURE §6).

export async function currentToken(source: TokenSource): Promise<string> {
  return typeof source === 'string' ? source : source.accessToken();
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Connection refused or DNS failure: the request never left, so even a write may be re-sent. */
export function refusedBeforeSending(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
