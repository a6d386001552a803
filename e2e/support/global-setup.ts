import { request, type FullConfig } from '@playwright/test';
import { apiGet, apiLogin } from './api';
import { demoUsers } from './demo-users';

interface SyncStatus {
  runs: { trigger: string; status: string }[];
}

/**
 * A fresh embedded product authorizes the demo accounts and then mirrors their history; the flows
 * start once that first sync has settled, so their timing does not depend on it.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const context = await request.newContext({ baseURL });
  try {
    const token = await apiLogin(context, demoUsers.admin.username, demoUsers.admin.password);
    const begun = Date.now();
    const deadline = begun + 600_000;
    for (;;) {
      const { runs } = await apiGet<SyncStatus>(context, token, '/api/media-sync/status');
      // A product started earlier (E2E_BASE_URL) may have no first sync left to wait for.
      const started = runs.some((run) => run.trigger === 'startup') || Date.now() - begun > 20_000;
      if (started && runs.every((run) => run.status !== 'running')) return;
      if (Date.now() > deadline)
        throw new Error('the first media sync did not finish in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await context.dispose();
  }
}
