import type { Page } from '@playwright/test';

/**
 * Counts the page's API answers carrying a given envelope code (e.g. -100), so a flow can wait until
 * every call it triggered has failed before judging what the user sees.
 */
export function countAnswersWithCode(page: Page, code: number): () => number {
  let count = 0;
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    response.json().then(
      (body: { code?: unknown }) => {
        if (body.code === code) count += 1;
      },
      () => undefined,
    );
  });
  return () => count;
}
