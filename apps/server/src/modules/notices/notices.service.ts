import type { NoticeReadBodySchema, NoticeState } from '@toufang/contracts';
import { isStarOnly } from '@toufang/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../http/access';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { NoticesRepository } from './notices.repository';

type NoticeSurface = z.infer<typeof NoticeReadBodySchema>['type'];

const NOTICE = '版本公告';

/**
 * The version-update notice (spec 000 §4): the layer dialog and the icon badge each show until the
 * user marks that surface read. A user whose only role is star skips the check (spec 000 §5).
 */
export class NoticesService {
  constructor(
    private readonly repo: NoticesRepository,
    private readonly clock: Clock,
  ) {}

  async state(auth: AuthContext, version: string): Promise<NoticeState> {
    const notice = await this.repo.findNotice(version);
    if (!notice) return { layer: 0, icon: 0, notice: null };
    const body = {
      version: notice.version,
      title: notice.title,
      items: notice.items,
      published_at: notice.publishedAt.toISOString(),
    };
    if (isStarOnly(auth.roles)) return { layer: 0, icon: 0, notice: body };
    const read = new Set(await this.repo.listReadTypes(auth.userId, version));
    const unread = (surface: NoticeSurface): 0 | 1 => (read.has(surface) ? 0 : 1);
    return { layer: unread('layer'), icon: unread('icon'), notice: body };
  }

  async markRead(auth: AuthContext, version: string, type: NoticeSurface): Promise<void> {
    if (!(await this.repo.findNotice(version))) throw notFound(NOTICE);
    await this.repo.insertRead(auth.userId, version, type, this.clock.now());
  }
}
