import { kuaishou } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import { formatDateTime } from '../../clock';
import { createRandom, hashSeed, pick, randomInt } from '../../prng';

// 磁力聚星 world (media-wire kuaishou/star.ts, modelled). Nothing is stored: the creators, and
// each advertiser's star tasks and supplement orders, follow from the world's seed, and their
// statuses from the simulated clock, so the same world shows the same tasks and they move on as
// simulated time passes, like the other async states of the sandbox.
//
// - Creators: one pool for the whole medium (AUTHOR_COUNT), prices in 厘.
// - Star tasks: time is cut into TASK_SLOT_MS slots; in about TASK_BOOKED_SHARE of an
//   advertiser's slots it books a task. The list answers the tasks created in the last
//   TASK_WINDOW_MS. A task runs PREPARATION (达人准备中) → PENDING_LAUNCH (待上线) →
//   BILLING_IN_PROGRESS (计费中, spend and plays grow) → COMPLETED; about TASK_CANCEL_SHARE are
//   CANCELLED before they launch.
// - Supplement orders (补单): about ORDER_SHARE of the tasks get one a day after launch; it waits
//   for the creator (1 待达人确认), who refuses it now and then (4 达人已拒绝, ORDER_REJECT_SHARE)
//   or makes the videos (2 制作中) and delivers them (3 已完成, the videos' plays keep growing).

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const AUTHOR_COUNT = 60;
export const TASK_SLOT_MS = 6 * HOUR_MS;
export const TASK_WINDOW_MS = 30 * DAY_MS;
export const TASK_BOOKED_SHARE = 0.4;
export const TASK_CANCEL_SHARE = 0.12;
export const ORDER_SHARE = 0.35;
export const ORDER_REJECT_SHARE = 0.15;
/** The order of a task comes this long after the task launched. */
export const ORDER_AFTER_LAUNCH_MS = DAY_MS;

const TASK_ID_BASE = 6_000_000_000;
const AUTHOR_ID_BASE = 2_100_000_000;

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '长沙', '西安', '重庆'];
const NAME_HEADS = ['阿', '小', '老', '大', '二', '野生', '硬核', '快乐', '熬夜', '佛系'];
const NAME_TAILS = ['游戏君', '说游戏', '打野', '玩家', '测评', '解说', '鱼丸', '酱', '哥', '姐'];
const TASK_KINDS = ['定制视频', '植入视频', '直播口播', '试玩测评'] as const;
const ORDER_REASONS = ['首条视频效果达标，追加视频', '版本更新，补充新玩法视频', '节日活动补量'];
const VIDEO_TITLES = ['新版本开荒实录', '零氪也能玩明白', '这波操作太秀了', '三分钟上手攻略'];
export const ORDER_REJECT_REASON = '达人档期已满，暂不接单';

/** Uniform [0, 1) from a key, stable for a world. */
const unit = (key: string): number => hashSeed(key) / 4_294_967_296;

export function starAuthors(seed: string): kuaishou.StarAuthor[] {
  const random = createRandom(`${seed}:kuaishou:star-authors`);
  return Array.from({ length: AUTHOR_COUNT }, (_, i) => {
    const id = AUTHOR_ID_BASE + i * 7919 + randomInt(random, 0, 7000);
    const fans = randomInt(random, 20_000, 8_000_000);
    const avgPlay = Math.round(fans * (0.05 + random() * 0.4));
    const priceYuan = Math.round(Math.max(800, fans / 200) / 100) * 100;
    return {
      author_id: id,
      author_name: `${pick(random, NAME_HEADS)}${pick(random, NAME_TAILS)}${i + 1}`,
      kwai_id: `ks${id.toString(36)}`,
      avatar_url: `${CDN_HOSTS.kuaishou}/star/avatar/${id}.jpg`,
      industry: i % 3 === 0 ? '游戏' : pick(random, kuaishou.STAR_INDUSTRIES),
      city: pick(random, CITIES),
      fans_num: fans,
      avg_play_num: avgPlay,
      price: priceYuan * 1000,
      expected_cpm: Math.round((priceYuan * 1000 * 1000) / Math.max(avgPlay, 1)),
      completed_task_num: randomInt(random, 0, 300),
    };
  });
}

/** A task's fixed facts; its status follows from `now` (`taskView`). */
export interface StarTaskPlan {
  taskId: number;
  advertiserId: number;
  slot: number;
  author: kuaishou.StarAuthor;
  name: string;
  createdAt: number;
  /** PREPARATION until then. */
  readyAt: number;
  /** PENDING_LAUNCH until then. */
  launchAt: number;
  /** BILLING_IN_PROGRESS until then. */
  billedAt: number;
  /** Set for a cancelled task: when it was cancelled (before launchAt). */
  cancelledAt: number | null;
  budget: number;
  plays: number;
}

export const taskIdOf = (advertiserId: number, slot: number): number =>
  TASK_ID_BASE + slot * 1000 + (advertiserId % 1000);

/** The task an advertiser books in `slot`, or null when it books none there. */
export function taskPlan(
  seed: string,
  advertiser: { id: number; name: string },
  authors: readonly kuaishou.StarAuthor[],
  slot: number,
): StarTaskPlan | null {
  const key = `${seed}:kuaishou:star-task:${advertiser.id}:${slot}`;
  if (unit(key) >= TASK_BOOKED_SHARE) return null;
  const random = createRandom(key);
  const author = pick(random, authors);
  const createdAt = slot * TASK_SLOT_MS + randomInt(random, 0, TASK_SLOT_MS - 60_000);
  const readyAt = createdAt + randomInt(random, 2, 12) * HOUR_MS;
  const launchAt = readyAt + randomInt(random, 6, 24) * HOUR_MS;
  const billedAt = launchAt + randomInt(random, 2, 5) * DAY_MS;
  const cancelled = random() < TASK_CANCEL_SHARE;
  const videos = randomInt(random, 1, 3);
  const game = advertiser.name.split('-')[0] ?? advertiser.name;
  return {
    taskId: taskIdOf(advertiser.id, slot),
    advertiserId: advertiser.id,
    slot,
    author,
    name: `${game}-${author.author_name}-${pick(random, TASK_KINDS)}`,
    createdAt,
    readyAt,
    launchAt,
    billedAt,
    cancelledAt: cancelled
      ? createdAt + Math.floor(random() * (launchAt - createdAt - 60_000)) + 60_000
      : null,
    budget: author.price * videos,
    plays: Math.round(author.avg_play_num * videos * (0.6 + random() * 0.9)),
  };
}

/** The advertiser's tasks created in the window before `now`, newest first. */
export function tasksOf(
  seed: string,
  advertiser: { id: number; name: string },
  authors: readonly kuaishou.StarAuthor[],
  now: number,
): StarTaskPlan[] {
  const last = Math.floor(now / TASK_SLOT_MS);
  const first = Math.floor((now - TASK_WINDOW_MS) / TASK_SLOT_MS);
  const out: StarTaskPlan[] = [];
  for (let slot = last; slot >= first; slot -= 1) {
    const plan = taskPlan(seed, advertiser, authors, slot);
    if (plan && plan.createdAt <= now && plan.createdAt > now - TASK_WINDOW_MS) out.push(plan);
  }
  return out;
}

/** The task of `taskId` if it belongs to the advertiser and exists at `now`. */
export function findTask(
  seed: string,
  advertiser: { id: number; name: string },
  authors: readonly kuaishou.StarAuthor[],
  taskId: number,
  now: number,
): StarTaskPlan | null {
  const rest = taskId - TASK_ID_BASE;
  if (rest < 0 || rest % 1000 !== advertiser.id % 1000) return null;
  const plan = taskPlan(seed, advertiser, authors, Math.floor(rest / 1000));
  return plan && plan.createdAt <= now ? plan : null;
}

export function taskStatus(plan: StarTaskPlan, now: number): kuaishou.StarTaskStatus {
  if (plan.cancelledAt !== null && now >= plan.cancelledAt) return 'CANCELLED';
  if (now < plan.readyAt) return 'PREPARATION';
  if (now < plan.launchAt) return 'PENDING_LAUNCH';
  if (now < plan.billedAt) return 'BILLING_IN_PROGRESS';
  return 'COMPLETED';
}

/** How far billing has come, 0 to 1. */
function billed(plan: StarTaskPlan, now: number): number {
  if (plan.cancelledAt !== null || now < plan.launchAt) return 0;
  return Math.min(1, (now - plan.launchAt) / (plan.billedAt - plan.launchAt));
}

export function taskView(plan: StarTaskPlan, now: number): kuaishou.StarTask {
  const status = taskStatus(plan, now);
  const share = billed(plan, now);
  const end =
    status === 'CANCELLED' ? plan.cancelledAt : status === 'COMPLETED' ? plan.billedAt : null;
  return {
    task_id: plan.taskId,
    task_name: plan.name,
    author_id: plan.author.author_id,
    author_name: plan.author.author_name,
    status,
    budget: plan.budget,
    cost: Math.round(plan.budget * share),
    play_num: Math.round(plan.plays * share),
    create_time: formatDateTime(plan.createdAt),
    launch_time: formatDateTime(plan.launchAt),
    end_time: end === null ? '' : formatDateTime(end),
  };
}

/** A supplement order's fixed facts. */
export interface StarOrderPlan {
  orderId: number;
  task: StarTaskPlan;
  createdAt: number;
  /** 1 待达人确认 until then. */
  answeredAt: number;
  rejected: boolean;
  /** 2 制作中 until then. */
  deliveredAt: number;
  videoNum: number;
  amount: number;
  reason: string;
}

export const orderIdOf = (taskId: number): number => taskId * 10 + 1;

/** The task's supplement order, or null when it gets none (or not yet at `now`). */
export function orderPlan(seed: string, task: StarTaskPlan, now: number): StarOrderPlan | null {
  if (task.cancelledAt !== null) return null;
  const key = `${seed}:kuaishou:star-order:${task.taskId}`;
  if (unit(key) >= ORDER_SHARE) return null;
  const createdAt = task.launchAt + ORDER_AFTER_LAUNCH_MS;
  if (createdAt > now) return null;
  const random = createRandom(key);
  const answeredAt = createdAt + randomInt(random, 4, 12) * HOUR_MS;
  const videoNum = randomInt(random, 1, 3);
  return {
    orderId: orderIdOf(task.taskId),
    task,
    createdAt,
    answeredAt,
    rejected: random() < ORDER_REJECT_SHARE,
    deliveredAt: answeredAt + randomInt(random, 24, 48) * HOUR_MS,
    videoNum,
    amount: task.author.price * videoNum,
    reason: pick(random, ORDER_REASONS),
  };
}

export function orderStatus(plan: StarOrderPlan, now: number): kuaishou.StarOrderStatus {
  if (now < plan.answeredAt) return 1;
  if (plan.rejected) return 4;
  return now < plan.deliveredAt ? 2 : 3;
}

export function orderView(plan: StarOrderPlan, now: number): kuaishou.StarOrder {
  const status = orderStatus(plan, now);
  const updated = status === 1 ? plan.createdAt : status === 3 ? plan.deliveredAt : plan.answeredAt;
  return {
    order_id: plan.orderId,
    task_id: plan.task.taskId,
    task_name: plan.task.name,
    author_id: plan.task.author.author_id,
    author_name: plan.task.author.author_name,
    status,
    video_num: plan.videoNum,
    amount: plan.amount,
    create_time: formatDateTime(plan.createdAt),
    update_time: formatDateTime(updated),
  };
}

export function orderDetail(plan: StarOrderPlan, now: number): kuaishou.StarOrderDetailData {
  const view = orderView(plan, now);
  const delivered = view.status === 3;
  // Plays grow over the three days after delivery, then hold.
  const grown = delivered ? Math.min(1, (now - plan.deliveredAt) / (3 * DAY_MS)) : 0;
  const random = createRandom(`kuaishou:star-order-videos:${plan.orderId}`);
  const videos = delivered
    ? Array.from({ length: plan.videoNum }, (_, i) => {
        const plays = Math.round(plan.task.author.avg_play_num * (0.5 + random() * 1) * grown);
        return {
          photo_id: String(plan.orderId * 10 + i),
          photo_title: `${plan.task.name.split('-')[0] ?? ''}${pick(random, VIDEO_TITLES)}`,
          publish_time: formatDateTime(plan.deliveredAt),
          play_num: plays,
          like_num: Math.round(plays * 0.03),
          cost: Math.round(plan.amount / plan.videoNum),
        };
      })
    : [];
  return {
    ...view,
    reason: plan.reason,
    reject_reason: view.status === 4 ? ORDER_REJECT_REASON : '',
    videos,
  };
}

/** The advertiser's supplement orders at `now`, newest first. */
export function ordersOf(
  seed: string,
  advertiser: { id: number; name: string },
  authors: readonly kuaishou.StarAuthor[],
  now: number,
): StarOrderPlan[] {
  return tasksOf(seed, advertiser, authors, now)
    .map((t) => orderPlan(seed, t, now))
    .filter((o): o is StarOrderPlan => o !== null)
    .toSorted((a, b) => b.createdAt - a.createdAt || b.orderId - a.orderId);
}

/** The order of `orderId` if it belongs to the advertiser and exists at `now`. */
export function findOrder(
  seed: string,
  advertiser: { id: number; name: string },
  authors: readonly kuaishou.StarAuthor[],
  orderId: number,
  now: number,
): StarOrderPlan | null {
  if (orderId % 10 !== 1) return null;
  const task = findTask(seed, advertiser, authors, Math.floor(orderId / 10), now);
  return task ? orderPlan(seed, task, now) : null;
}
