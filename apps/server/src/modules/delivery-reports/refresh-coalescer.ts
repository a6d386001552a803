import { AppError } from '../../lib/app-error';
import type { RefreshOutcome } from './delivery-reports.service';

/** Runs one re-sync of these advertisers for this user and resolves when it is done. */
export type RefreshRun = (
  userId: number,
  advertiserIds: readonly string[],
) => Promise<RefreshOutcome>;

interface InFlight {
  advertiserIds: ReadonlySet<string>;
  userId: number;
  outcome: Promise<RefreshOutcome>;
}

/**
 * The `refresh: 1` of the reports, throttled: a refresh whose advertisers a running one already
 * covers joins it (whoever started it) instead of starting another sync of the same accounts; a
 * user has at most one refresh of their own running, so a burst of reloads cannot queue many
 * syncs behind each other and starve the API of its database connection.
 */
export class RefreshCoalescer {
  private readonly running = new Set<InFlight>();

  constructor(private readonly run: RefreshRun) {}

  refresh(userId: number, advertiserIds: readonly string[]): Promise<RefreshOutcome> {
    const wanted = [...new Set(advertiserIds)];
    const covering = [...this.running].find((r) => wanted.every((id) => r.advertiserIds.has(id)));
    if (covering) return covering.outcome;
    if ([...this.running].some((r) => r.userId === userId)) {
      return Promise.reject(new AppError('REPORT_REFRESH_BUSY'));
    }
    const flight: InFlight = {
      advertiserIds: new Set(wanted),
      userId,
      outcome: this.run(userId, wanted).finally(() => this.running.delete(flight)),
    };
    this.running.add(flight);
    return flight.outcome;
  }
}
