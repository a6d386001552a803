import {
  ROLE_ADMIN,
  pageInfo,
  type CreationMedium,
  type CreationPreinstall,
  type CreationPreinstallSaveBody,
  type CreationTemplate,
  type CreationTemplateGetQuery,
  type CreationTemplateListRow,
  type CreationTemplatesQuery,
  type CreationTemplateRow,
  type CreationTemplateSaveBody,
  type Paged,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CreationRepository, CreationTemplateRecord } from './creation.repository';

// Templates (spec 002 §3 "Template / strategy": saved wizard settings every operator of the
// medium may start from) and presets (spec 002 §3 "Preinstall": one per user and kind).

const TEMPLATE = '模板';

const rowOf = (t: CreationTemplateRecord): CreationTemplateRow => ({
  id: t.id,
  medium: t.medium as CreationMedium,
  template_name: t.templateName,
  template_desc: t.templateDesc,
  template_type: t.templateType,
  gad_cfg_game_id: t.gadCfgGameId,
  app_type: t.appType,
  created_by: t.createdBy,
  created_by_name: t.createdByName,
  updated_at: t.updatedAt.toISOString(),
});

export class CreationTemplatesService {
  constructor(
    private readonly repo: CreationRepository,
    private readonly clock: Clock,
  ) {}

  /** One template with its content (`id`), or the list without contents. */
  async get(
    auth: AuthContext,
    medium: CreationMedium,
    query: CreationTemplateGetQuery,
  ): Promise<CreationTemplate | Paged<CreationTemplateListRow>> {
    if (query.id === undefined) return this.list(auth, medium, query);
    const found = await this.repo.findTemplate(medium, query.id);
    if (!found) throw notFound(TEMPLATE);
    return { ...rowOf(found), content: found.content as Record<string, unknown> };
  }

  /**
   * The list (`template/get`, legacy `delivery/templates`): the caller's collected templates
   * first and marked, or (`collected` 1) only those; then the latest changed first.
   */
  async list(
    auth: AuthContext,
    medium: CreationMedium,
    query: CreationTemplatesQuery,
  ): Promise<Paged<CreationTemplateListRow>> {
    const { list, total } = await this.repo.listTemplates({
      medium,
      templateType: query.template_type,
      gameId: query.gad_cfg_game_id,
      keyword: query.keyword,
      userId: auth.userId,
      onlyCollected: query.collected === '1',
      page: query.page,
      perPage: query.per_page,
    });
    const collected = await this.repo.collectedTemplates(
      auth.userId,
      list.map((t) => t.id),
    );
    return {
      list: list.map((t) => ({ ...rowOf(t), collected: collected.has(t.id) })),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /**
   * `template/collect`: any template of the medium the caller sees may be collected, by each user
   * for themselves; collecting twice, or taking back one not collected, changes nothing.
   */
  async collect(
    auth: AuthContext,
    medium: CreationMedium,
    id: number,
    collect: boolean,
  ): Promise<{ id: number; collected: boolean }> {
    if (!(await this.repo.findTemplate(medium, id))) throw notFound(TEMPLATE);
    await this.repo.setCollected(auth.userId, id, collect);
    return { id, collected: collect };
  }

  /** Saves a new template, or overwrites one the caller made (administrators: any). */
  async save(
    auth: AuthContext,
    medium: CreationMedium,
    body: CreationTemplateSaveBody,
  ): Promise<{ id: number }> {
    const now = this.clock.now();
    const values = {
      templateName: body.template_name,
      templateDesc: body.template_desc,
      templateType: body.template_type,
      gadCfgGameId: body.gad_cfg_game_id,
      appType: body.app_type,
      content: body.content,
      updatedAt: now,
    };
    if (body.id !== undefined) {
      await this.own(auth, medium, body.id);
      await this.repo.updateTemplate(body.id, values);
      return { id: body.id };
    }
    const id = await this.repo.insertTemplate({
      ...values,
      medium,
      createdBy: auth.userId,
      createdAt: now,
    });
    return { id };
  }

  async remove(auth: AuthContext, medium: CreationMedium, id: number): Promise<void> {
    await this.own(auth, medium, id);
    await this.repo.updateTemplate(id, { deletedAt: this.clock.now() });
  }

  async preinstall(
    auth: AuthContext,
    medium: CreationMedium,
    type: string,
  ): Promise<CreationPreinstall> {
    const found = await this.repo.findPreset(auth.userId, medium, type);
    return {
      type,
      content: (found?.content as Record<string, unknown> | undefined) ?? null,
      updated_at: found?.updatedAt.toISOString() ?? null,
    };
  }

  async savePreinstall(
    auth: AuthContext,
    medium: CreationMedium,
    body: CreationPreinstallSaveBody,
  ): Promise<CreationPreinstall> {
    const at = this.clock.now();
    await this.repo.savePreset(auth.userId, medium, body.type, body.content, at);
    return { type: body.type, content: body.content, updated_at: at.toISOString() };
  }

  /** Someone else's template is not found (administrators may change any). */
  private async own(auth: AuthContext, medium: CreationMedium, id: number) {
    const found = await this.repo.findTemplate(medium, id);
    if (!found || (found.createdBy !== auth.userId && !auth.roles.includes(ROLE_ADMIN))) {
      throw notFound(TEMPLATE);
    }
    return found;
  }
}
