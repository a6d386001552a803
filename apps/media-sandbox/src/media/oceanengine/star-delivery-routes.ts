import { oceanengine } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { createRandom, randomInt } from '../../prng';

// 星广联投 tasks, their 达人 and the videos they submitted (media-wire
// oceanengine/star-delivery.ts, after the medium's Go SDK), drawn per advertiser from a
// generator seeded by its id, so every call answers the same world; statuses are mixed so the
// wizards' filters have something to leave out.

const BASE = '/oceanengine/open_api/';
const DAY = 86_400_000;

/** The advertiser's 星广联投 tasks (project/create takes one of them, pick-checks.ts). */
export function starTasksOf(advertiserId: number, now: number): oceanengine.StarTask[] {
  const random = createRandom(`star-tasks:${advertiserId}`);
  return Array.from({ length: randomInt(random, 2, 9) }, (_, n) => {
    const start = now - randomInt(random, 3, 60) * DAY;
    const posted = randomInt(random, 0, 12);
    return {
      star_task_id: 7_400_000_000 + (advertiserId % 1_000_000) * 100 + n,
      star_task_name: `星广任务${n + 1}`,
      star_task_status: oceanengine.STAR_TASK_STATUSES[randomInt(random, 0, 4)] ?? 'PREPARATION',
      star_id: 6_000_000 + (advertiserId % 100_000),
      star_account_name: `星图账号${advertiserId % 1000}`,
      star_task_budget: randomInt(random, 10, 500) * 1000,
      star_task_bid: randomInt(random, 10, 80),
      star_task_can_delivery_item_count: Math.floor(posted / 2),
      star_task_post_item_count: posted,
      star_task_relate_project_count: randomInt(random, 0, 3),
      star_task_start_time: formatDateTime(start),
      star_task_post_end_time: formatDateTime(start + 30 * DAY),
      star_task_create_time: formatDateTime(start - DAY),
    };
  });
}

function authorsOf(task: oceanengine.StarTask): oceanengine.StarTaskAuthor[] {
  const random = createRandom(`star-authors:${task.star_task_id}`);
  return Array.from({ length: randomInt(random, 1, 5) }, (_, n) => ({
    aweme_id: String(task.star_task_id * 10 + n),
    aweme_name: `达人${n + 1}`,
    valid_item_count: randomInt(random, 0, 4),
  }));
}

/** The videos 达人 submitted to a task (a promotion of a project that joined it takes them). */
export function starTaskVideosOf(
  task: oceanengine.StarTask,
  now: number,
): oceanengine.StarTaskVideo[] {
  return authorsOf(task).flatMap((author) => {
    const random = createRandom(`star-videos:${author.aweme_id}`);
    return Array.from({ length: randomInt(random, 1, 4) }, (_, n) => {
      const itemId = Number(author.aweme_id) * 10 + n;
      return {
        item_id: itemId,
        video_id: `v0star${itemId}`,
        material_id: 7_500_000_000_000 + itemId,
        video_title: `${author.aweme_name}的作品${n + 1}`,
        video_cover_url: `${CDN_HOSTS.oceanengine}/star/${itemId}.jpeg`,
        video_play_link: `${CDN_HOSTS.oceanengine}/star/${itemId}.mp4`,
        duration: randomInt(random, 10, 60),
        image_mode: 'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL',
        aweme_id: author.aweme_id,
        aweme_name: author.aweme_name,
        star_video_status: n === 2 ? 'INVISIBLE' : 'VISIBLE',
        star_video_publish_time: formatDateTime(now - (n + 1) * DAY),
        star_video_relate_promotion_count: randomInt(random, 0, 3),
      };
    });
  });
}

/** The videos of the task a project joined (`star_task_id`, kept on the project), if any. */
export function projectStarVideos(
  advertiserId: number,
  project: object,
  now: number,
): oceanengine.StarTaskVideo[] {
  // The project list's model leaves `star_*` untyped; project/create keeps what it was sent.
  const taskId = 'star_task_id' in project ? project.star_task_id : undefined;
  const task = starTasksOf(advertiserId, now).find((t) => t.star_task_id === taskId);
  return task ? starTaskVideosOf(task, now) : [];
}

export function registerOceanEngineStarDelivery(ctx: MediumContext): void {
  const taskOf = (advertiserId: number, taskId: number, now: number) => {
    const task = starTasksOf(advertiserId, now).find((t) => t.star_task_id === taskId);
    if (!task) throw mediumError('param', `星广联投任务 ${taskId} 不存在`);
    return task;
  };
  const pageInfo = (total: number, page: number, pageSize: number) => ({
    page,
    page_size: pageSize,
    total_number: total,
    total_page: Math.ceil(total / pageSize),
  });

  ctx.endpoint('GET', `${BASE}v3.0/stardelivery/task/list/`, (req) => {
    const query = ctx.parse(oceanengine.StarTaskListRequestSchema, req.input);
    const f = query.filtering ?? {};
    const items = starTasksOf(ctx.advertiser(req).id, req.now).filter(
      (t) =>
        (!f.star_task_ids?.length || f.star_task_ids.includes(t.star_task_id)) &&
        (!f.star_task_name || t.star_task_name.includes(f.star_task_name)) &&
        (!f.star_task_status || t.star_task_status === f.star_task_status),
    );
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 10;
    const data: oceanengine.StarTaskListData = {
      list: items.slice((page - 1) * pageSize, page * pageSize),
      page_info: pageInfo(items.length, page, pageSize),
    };
    return data;
  });

  ctx.endpoint('GET', `${BASE}v3.0/stardelivery/task_author/detail/`, (req) => {
    const query = ctx.parse(oceanengine.StarTaskAuthorRequestSchema, req.input);
    const task = taskOf(ctx.advertiser(req).id, query.star_task_id, req.now);
    const awemeId = query.filtering?.aweme_id;
    const items = authorsOf(task).filter((a) => !awemeId || a.aweme_id === awemeId);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 10;
    const data: oceanengine.StarTaskAuthorData = {
      task_authors_info: items.slice((page - 1) * pageSize, page * pageSize),
      page_info: pageInfo(items.length, page, pageSize),
    };
    return data;
  });

  ctx.endpoint('GET', `${BASE}v3.0/stardelivery/task_author_video/detail/`, (req) => {
    const query = ctx.parse(oceanengine.StarTaskVideoRequestSchema, req.input);
    const task = taskOf(ctx.advertiser(req).id, query.star_task_id, req.now);
    const awemeIds = query.filtering?.aweme_ids ?? [];
    const deliverable =
      (query.star_task_video_range ?? 'ALL_SUBMITTED_ITEM') === 'CAN_DELIVERY_ITEM';
    const items = starTaskVideosOf(task, req.now).filter(
      (v) =>
        (awemeIds.length === 0 || awemeIds.includes(v.aweme_id)) &&
        (!deliverable || v.star_video_status === 'VISIBLE'),
    );
    const cursor = query.cursor ?? 0;
    const count = query.count ?? 20;
    const list = items.slice(cursor, cursor + count);
    const data: oceanengine.StarTaskVideoData = {
      valid_author_submitted_videos: list,
      cursor_info: { cursor: cursor + list.length, has_more: cursor + list.length < items.length },
    };
    return data;
  });
}
