import { afterAll, beforeAll, expect } from 'vitest';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../testing/sandbox-fixture';

// Shared setup of the Kuaishou mirror reader tests: a sandbox on port 0, a grant made on the
// authorize page, and the reachable advertiser with the most units among those with units on a
// weekly schedule.

export interface MirrorSession {
  running: RunningSandbox;
  media: TestMedia;
  token: string;
  advertiserId: string;
  /** Whether the sandbox serves a Kuaishou path (some real endpoints are not simulated yet). */
  serves(method: 'GET' | 'POST', path: string): boolean;
}

/** Starts the session before the file's tests and closes it after them. */
export function useMirrorSession(state: string): MirrorSession {
  const session = {} as MirrorSession;
  beforeAll(async () => {
    const running = await startSandbox();
    const media = createTestMedia(running);
    const adapter = media.adapters.kuaishou;
    const page = await authorizeOnPage(adapter, state);
    const grant = await adapter.exchangeCode(page.code, REDIRECT_URI);
    const reached = (await adapter.listAuthorizedAdvertisers(grant.accessToken)).map((a) => a.id);
    const units = running.sandbox.state.kuaishou.units;
    const candidates = reached
      .map((id) => ({ id, units: units.listByAdvertiser(Number(id)) }))
      .filter((a) => a.units.some((u) => u.wire.schedule_time))
      .sort((a, b) => b.units.length - a.units.length);
    expect(candidates[0]?.units.length).toBeGreaterThan(5);
    Object.assign(session, {
      running,
      media,
      token: grant.accessToken,
      advertiserId: candidates[0]?.id ?? '',
      serves: (method: 'GET' | 'POST', path: string) =>
        running.sandbox.app.hasRoute({ method, url: `/kuaishou/rest/openapi/${path}` }),
    });
  });
  afterAll(async () => {
    await session.running.close();
  });
  return session;
}
