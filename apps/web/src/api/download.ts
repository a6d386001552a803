import { useSessionStore } from '../stores/session-store';
import { API_BASE, envelopeError, reportApiError, TransportError } from './client';

/** The file name of a download from the answer's Content-Disposition, else the given one. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Saves the file the server answers to `path` (below the API base): a POST of `body`, or a GET
 * when there is none. A JSON answer is an error envelope and is shown the usual way.
 */
export async function downloadFile(
  path: string,
  body: Record<string, unknown> | undefined,
  fallbackName: string,
): Promise<void> {
  const token = useSessionStore.getState().token;
  const url = `${API_BASE}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { 'X-Token': token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'include',
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failure = new TransportError('network', message, url, `${message}\n${url}`);
    reportApiError(failure);
    throw failure;
  }
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    // Errors come in the usual envelope.
    const envelope = (await response.json()) as { code: number; message?: unknown };
    const failure = envelopeError(envelope, url);
    reportApiError(failure);
    throw failure;
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, fallbackName);
  link.click();
  URL.revokeObjectURL(link.href);
}
