import {
  ReportTablePreferenceSchema,
  type ReportScope,
  type ReportTablePreference,
  type ReportTablePreferenceData,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import type { Clock } from '../../lib/clock';
import type { UserPreferencesRepository } from './user-preferences.repository';

/** The stored key of a delivery tab's table preference. */
export function reportTableKey(scope: ReportScope): string {
  return `report_table:${scope.screen}:${scope.tab}`;
}

/**
 * Each user's own preferences (spec 001 §9 page size, pinned metric columns of spec 001 §3): read
 * and replaced by their owner only. A stored value the schema no longer accepts reads as unset.
 */
export class UserPreferencesService {
  constructor(
    private readonly repo: UserPreferencesRepository,
    private readonly clock: Clock,
  ) {}

  async reportTable(auth: AuthContext, scope: ReportScope): Promise<ReportTablePreferenceData> {
    const stored = await this.repo.findValue(auth.userId, reportTableKey(scope));
    if (stored === undefined) return null;
    const parsed = ReportTablePreferenceSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  }

  async saveReportTable(
    auth: AuthContext,
    scope: ReportScope,
    value: ReportTablePreference,
  ): Promise<void> {
    await this.repo.upsertValue(auth.userId, reportTableKey(scope), value, this.clock.now());
  }
}
