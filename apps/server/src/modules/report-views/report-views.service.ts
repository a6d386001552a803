import {
  REPORT_VIEWS_PER_TAB_MAX,
  ROLE_ADMIN,
  type CreateReportViewBody,
  type ReportColumnsData,
  type ReportScope,
  type ReportView,
  type UpdateReportViewBody,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ReportViewsRepository, ReportViewWithOwner } from './report-views.repository';

const VIEW = '视图';
const VIEW_NAME = '视图名称';

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);

function toReportView(row: ReportViewWithOwner, auth: AuthContext): ReportView {
  const mine = row.ownerId === auth.userId;
  return {
    id: row.id,
    screen: row.screen,
    tab: row.tab,
    name: row.name,
    fields: row.fields,
    shared: row.shared,
    owner_id: row.ownerId,
    owner_nick_name: row.ownerNickName,
    mine,
    editable: mine || isAdmin(auth),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Custom report columns (spec 001 §2 custom-metric dialog, §3): each user's own column order per
 * screen tab, and named views a user may share with the team. A shared view is read by everyone and
 * changed only by its owner or an admin; someone else's private view is invisible.
 */
export class ReportViewsService {
  constructor(
    private readonly repo: ReportViewsRepository,
    private readonly clock: Clock,
  ) {}

  async columns(auth: AuthContext, scope: ReportScope): Promise<ReportColumnsData> {
    return (await this.repo.findColumns(auth.userId, scope)) ?? null;
  }

  async saveColumns(auth: AuthContext, scope: ReportScope, fields: string[]): Promise<void> {
    await this.repo.upsertColumns(auth.userId, scope, fields, this.clock.now());
  }

  /** Back to the screen's default columns. */
  async resetColumns(auth: AuthContext, scope: ReportScope): Promise<void> {
    await this.repo.deleteColumns(auth.userId, scope);
  }

  async listViews(auth: AuthContext, scope: ReportScope): Promise<ReportView[]> {
    const rows = await this.repo.listVisibleViews(auth.userId, scope);
    return rows.map((row) => toReportView(row, auth));
  }

  async createView(auth: AuthContext, body: CreateReportViewBody): Promise<ReportView> {
    const scope = { screen: body.screen, tab: body.tab };
    if ((await this.repo.countOwnViews(auth.userId, scope)) >= REPORT_VIEWS_PER_TAB_MAX) {
      throw new AppError('REPORT_VIEW_LIMIT', { params: { max: REPORT_VIEWS_PER_TAB_MAX } });
    }
    const created = await this.repo.insertView({
      ownerId: auth.userId,
      scope,
      name: body.name,
      fields: body.fields,
      shared: body.shared,
      at: this.clock.now(),
    });
    if (created === 'duplicate') throw conflict(VIEW_NAME);
    return this.getView(auth, created.id);
  }

  async updateView(auth: AuthContext, body: UpdateReportViewBody): Promise<ReportView> {
    await this.getEditableView(auth, body.id);
    const { name, fields, shared } = body;
    const outcome = await this.repo.updateView(body.id, { name, fields, shared }, this.clock.now());
    if (outcome === 'duplicate') throw conflict(VIEW_NAME);
    return this.getView(auth, body.id);
  }

  async deleteView(auth: AuthContext, id: number): Promise<void> {
    await this.getEditableView(auth, id);
    await this.repo.deleteView(id);
  }

  private async getView(auth: AuthContext, id: number): Promise<ReportView> {
    const row = await this.repo.findViewWithOwner(id);
    if (!row) throw notFound(VIEW);
    return toReportView(row, auth);
  }

  /** Someone else's private view does not exist for the caller; a shared one is read-only. */
  private async getEditableView(auth: AuthContext, id: number): Promise<ReportViewWithOwner> {
    const row = await this.repo.findViewWithOwner(id);
    const admin = isAdmin(auth);
    if (!row || (row.ownerId !== auth.userId && !row.shared && !admin)) throw notFound(VIEW);
    if (row.ownerId !== auth.userId && !admin) throw new AppError('REPORT_VIEW_NOT_OWNER');
    return row;
  }
}
