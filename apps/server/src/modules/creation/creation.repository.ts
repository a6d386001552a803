import { CREATION_MEDIUM_KEYS, type CreationMedium, type TaskStatus } from '@toufang/contracts';
import { and, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import {
  ads,
  advertisers,
  campaigns,
  creationConfigs,
  creationPresets,
  creationTemplateCollects,
  creationTemplates,
  creatives,
  materialPushes,
  tasks,
  users,
} from '../../db/schema';

// The creation feature's tables (docs/architecture/creation.md): submitted drafts and their
// tasks, templates, presets; and the reads a plan needs (account names, the names an account
// already has in the mirror, the files already pushed to it).

export type CreationConfigRecord = typeof creationConfigs.$inferSelect;
export type CreationTemplateRecord = typeof creationTemplates.$inferSelect & {
  createdByName: string | null;
};

/** The mirror table of each level of each medium (Tencent v3 has no level 1: adgroups are ads). */
export const MIRROR_LEVELS = {
  bytedance: { parent: campaigns, row: ads, child: creatives },
  kuaishou: { parent: campaigns, row: ads, child: creatives },
  tencent: { parent: ads, row: creatives, child: creatives },
  bytedance_v2: { parent: campaigns, row: ads, child: creatives },
  tencent_v2: { parent: campaigns, row: ads, child: creatives },
} as const;

export interface ConfigListFilter {
  medium: CreationMedium;
  createdBy?: number | undefined;
  status?: TaskStatus | undefined;
  page: number;
  perPage: number;
}

export class CreationRepository {
  constructor(private readonly db: Db) {}

  async advertiserNames(
    medium: CreationMedium,
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: advertisers.advertiserId, name: advertisers.name, alias: advertisers.alias })
      .from(advertisers)
      .where(
        and(
          eq(advertisers.medium, CREATION_MEDIUM_KEYS[medium]),
          inArray(advertisers.advertiserId, [...ids]),
        ),
      );
    return new Map(rows.map((r) => [r.id, r.alias || r.name]));
  }

  /** Names the accounts already have on a level, as the mirror knows them (deleted ones aside). */
  async takenNames(
    medium: CreationMedium,
    level: 'parent' | 'row' | 'child',
    advertiserIds: readonly string[],
  ): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>();
    if (advertiserIds.length === 0) return out;
    const table = MIRROR_LEVELS[medium][level];
    const rows = await this.db
      .select({ advertiserId: table.advertiserId, name: table.name })
      .from(table)
      .where(
        and(
          eq(table.medium, medium),
          inArray(table.advertiserId, [...advertiserIds]),
          ne(table.status, 'deleted'),
        ),
      );
    for (const r of rows) {
      let names = out.get(r.advertiserId);
      if (!names) out.set(r.advertiserId, (names = new Set()));
      names.add(r.name);
    }
    return out;
  }

  /** `fileId:advertiserId` of the files a push put on the accounts. */
  async pushedPairs(
    medium: CreationMedium,
    fileIds: readonly number[],
    advertiserIds: readonly string[],
  ): Promise<Set<string>> {
    if (fileIds.length === 0 || advertiserIds.length === 0) return new Set();
    const rows = await this.db
      .select({ fileId: materialPushes.fileId, advertiserId: materialPushes.advertiserId })
      .from(materialPushes)
      .where(
        and(
          eq(materialPushes.medium, CREATION_MEDIUM_KEYS[medium]),
          eq(materialPushes.status, 'succeeded'),
          inArray(materialPushes.fileId, [...fileIds]),
          inArray(materialPushes.advertiserId, [...advertiserIds]),
        ),
      );
    return new Set(rows.map((r) => `${r.fileId}:${r.advertiserId}`));
  }

  /**
   * Marks created objects in the mirror as this platform's (`source` gad), with their author and
   * game: the delivery screen's 来源 filter and the data scope by game read them. Their level-1 and
   * level-2 objects also get the creation task's id (`delivery_config_id`): 查看创建的对象 opens the
   * delivery screen filtered by it (spec 001 §7 `delivery_config_ids`).
   */
  async markCreated(
    medium: CreationMedium,
    created: { parentIds: string[]; rowIds: string[]; childIds: string[] },
    by: { designerId: number | null; gameId: number | null; taskId: number },
  ): Promise<void> {
    const values = {
      source: 'gad',
      designerId: by.designerId,
      ...(by.gameId !== null ? { gameId: by.gameId } : {}),
    };
    const settingValues = { ...values, deliveryConfigId: by.taskId };
    const levels = MIRROR_LEVELS[medium];
    const mark = async (table: typeof campaigns | typeof ads | typeof creatives, ids: string[]) => {
      if (ids.length === 0) return;
      const idColumn =
        table === campaigns
          ? campaigns.campaignId
          : table === ads
            ? ads.adId
            : creatives.creativeId;
      await this.db
        .update(table)
        .set(table === creatives ? values : settingValues)
        .where(and(eq(table.medium, medium), inArray(idColumn, ids)));
    };
    await mark(levels.parent, created.parentIds);
    await mark(levels.row, created.rowIds);
    await mark(creatives, created.childIds);
  }

  // ---- configs ----

  findConfig(configId: string): Promise<CreationConfigRecord | undefined> {
    return this.db
      .select()
      .from(creationConfigs)
      .where(eq(creationConfigs.configId, configId))
      .then((rows) => rows[0]);
  }

  findConfigByTask(taskId: number): Promise<CreationConfigRecord | undefined> {
    return this.db
      .select()
      .from(creationConfigs)
      .where(eq(creationConfigs.taskId, taskId))
      .then((rows) => rows[0]);
  }

  async insertConfig(values: typeof creationConfigs.$inferInsert): Promise<void> {
    await this.db.insert(creationConfigs).values(values);
  }

  async listConfigs(filter: ConfigListFilter) {
    const where: SQL | undefined = and(
      eq(creationConfigs.medium, filter.medium),
      filter.createdBy !== undefined ? eq(creationConfigs.createdBy, filter.createdBy) : undefined,
      filter.status ? eq(tasks.status, filter.status) : undefined,
    );
    const rows = this.db
      .select({ config: creationConfigs, task: tasks, createdByName: users.nickName })
      .from(creationConfigs)
      .innerJoin(tasks, eq(tasks.id, creationConfigs.taskId))
      .leftJoin(users, eq(users.id, creationConfigs.createdBy))
      .orderBy(desc(creationConfigs.createdAt))
      .$dynamic();
    const [total] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creationConfigs)
      .innerJoin(tasks, eq(tasks.id, creationConfigs.taskId))
      .where(where);
    const list = await rows
      .where(where)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    return { list, total: total?.n ?? 0 };
  }

  /** Who submitted drafts of the medium (the task list's creator filter). */
  creators(medium: CreationMedium): Promise<{ id: number; name: string }[]> {
    return this.db
      .selectDistinct({ id: users.id, name: users.nickName })
      .from(creationConfigs)
      .innerJoin(users, eq(users.id, creationConfigs.createdBy))
      .where(eq(creationConfigs.medium, medium))
      .orderBy(users.id);
  }

  // ---- templates ----

  async listTemplates(filter: {
    medium: CreationMedium;
    templateType?: string | undefined;
    gameId?: number | undefined;
    keyword?: string | undefined;
    /** The caller: their collected templates come first. */
    userId: number;
    /** Only the templates the caller collected. */
    onlyCollected: boolean;
    page: number;
    perPage: number;
  }): Promise<{ list: CreationTemplateRecord[]; total: number }> {
    const collectedByUser = this.db
      .select({ id: creationTemplateCollects.templateId })
      .from(creationTemplateCollects)
      .where(eq(creationTemplateCollects.userId, filter.userId));
    const where = and(
      filter.onlyCollected ? inArray(creationTemplates.id, collectedByUser) : undefined,
      eq(creationTemplates.medium, filter.medium),
      isNull(creationTemplates.deletedAt),
      filter.templateType ? eq(creationTemplates.templateType, filter.templateType) : undefined,
      filter.gameId !== undefined ? eq(creationTemplates.gadCfgGameId, filter.gameId) : undefined,
      filter.keyword ? ilike(creationTemplates.templateName, `%${filter.keyword}%`) : undefined,
    );
    const rows = this.db
      .select({ t: creationTemplates, createdByName: users.nickName })
      .from(creationTemplates)
      .leftJoin(users, eq(users.id, creationTemplates.createdBy))
      .orderBy(
        desc(inArray(creationTemplates.id, collectedByUser)),
        desc(creationTemplates.updatedAt),
        desc(creationTemplates.id),
      )
      .$dynamic();
    const { list, total } = await selectPage(this.db, creationTemplates, where, rows, filter);
    return { list: list.map((r) => ({ ...r.t, createdByName: r.createdByName })), total };
  }

  async findTemplate(
    medium: CreationMedium,
    id: number,
  ): Promise<CreationTemplateRecord | undefined> {
    const [row] = await this.db
      .select({ t: creationTemplates, createdByName: users.nickName })
      .from(creationTemplates)
      .leftJoin(users, eq(users.id, creationTemplates.createdBy))
      .where(
        and(
          eq(creationTemplates.id, id),
          eq(creationTemplates.medium, medium),
          isNull(creationTemplates.deletedAt),
        ),
      );
    return row ? { ...row.t, createdByName: row.createdByName } : undefined;
  }

  /** Of `ids`, the templates the user collected. */
  async collectedTemplates(userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: creationTemplateCollects.templateId })
      .from(creationTemplateCollects)
      .where(
        and(
          eq(creationTemplateCollects.userId, userId),
          inArray(creationTemplateCollects.templateId, [...ids]),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  async setCollected(userId: number, templateId: number, collected: boolean): Promise<void> {
    if (collected) {
      await this.db
        .insert(creationTemplateCollects)
        .values({ userId, templateId })
        .onConflictDoNothing();
      return;
    }
    await this.db
      .delete(creationTemplateCollects)
      .where(
        and(
          eq(creationTemplateCollects.userId, userId),
          eq(creationTemplateCollects.templateId, templateId),
        ),
      );
  }

  /** One submission with its task and submitter, as the task list shows it. */
  async configRow(taskId: number) {
    const [row] = await this.db
      .select({ config: creationConfigs, task: tasks, createdByName: users.nickName })
      .from(creationConfigs)
      .innerJoin(tasks, eq(tasks.id, creationConfigs.taskId))
      .leftJoin(users, eq(users.id, creationConfigs.createdBy))
      .where(eq(creationConfigs.taskId, taskId));
    return row;
  }

  async insertTemplate(values: typeof creationTemplates.$inferInsert): Promise<number> {
    const [row] = await this.db
      .insert(creationTemplates)
      .values(values)
      .returning({ id: creationTemplates.id });
    if (!row) throw new Error('template insert returned nothing');
    return row.id;
  }

  async updateTemplate(
    id: number,
    values: Partial<typeof creationTemplates.$inferInsert>,
  ): Promise<void> {
    await this.db.update(creationTemplates).set(values).where(eq(creationTemplates.id, id));
  }

  // ---- presets ----

  async findPreset(userId: number, medium: CreationMedium, type: string) {
    const [row] = await this.db
      .select()
      .from(creationPresets)
      .where(
        and(
          eq(creationPresets.userId, userId),
          eq(creationPresets.medium, medium),
          eq(creationPresets.type, type),
        ),
      );
    return row;
  }

  async savePreset(
    userId: number,
    medium: CreationMedium,
    type: string,
    content: unknown,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(creationPresets)
      .values({ userId, medium, type, content, updatedAt: at })
      .onConflictDoUpdate({
        target: [creationPresets.userId, creationPresets.medium, creationPresets.type],
        set: { content, updatedAt: at },
      });
  }
}
