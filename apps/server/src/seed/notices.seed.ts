import type { Db } from '../db/client';
import { versionNotices } from '../db/schema';

/** The current version notice (spec 000 §1, version 2025.10.13). */
export const CURRENT_NOTICE = {
  version: '2025.10.13',
  title: '版本更新说明',
  items: [
    '广告ID页面新增字段展示',
    '账户支持批量选择，素材支持多选',
    '图文素材仅创建人可删除',
    '磁力引擎新增分包预警与分包管理',
    '新增小游戏星图达人媒体',
    '代理商管理新增创建人与操作日志',
  ],
  publishedAt: new Date('2025-10-13T02:00:00Z'),
} as const;

export async function seedNotices(db: Db): Promise<void> {
  await db
    .insert(versionNotices)
    .values({ ...CURRENT_NOTICE, items: [...CURRENT_NOTICE.items] })
    .onConflictDoNothing({ target: versionNotices.version });
}
