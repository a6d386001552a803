import { z } from 'zod';
import {
  AUTORULE_MEDIA_KEYS,
  AutoruleConditionsSchema,
  AutoruleScheduleSchema,
  AutoruleScopeSchema,
} from './autorules';
import { IdSchema, PageQuerySchema } from './common';
import type { TaskItemStatus } from './tasks';

// ---- Monitoring (spec 002 §2 `/landing/monitor`, ability `monitor:rules`;
// docs/architecture/monitoring.md): notify-only rules on accounts, objects, links and
// authorizations. A rule that finds a subject opens one incident per (rule, subject) until the
// condition clears; opening and clearing notify in-app and through group robots. ----

export const MONITOR_KINDS = ['metrics', 'balance', 'link', 'authorization'] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];
export const ROBOT_TYPES = ['wecom', 'dingtalk', 'feishu'] as const;
export type RobotType = (typeof ROBOT_TYPES)[number];
export const MONITOR_STATUSES = ['enabled', 'disabled'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];
export const INCIDENT_STATUSES = ['open', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_EVENTS = ['opened', 'resolved'] as const;
export type IncidentEvent = (typeof INCIDENT_EVENTS)[number];

/** The task type that sends one robot message (retried with backoff by the task engine). */
export const MONITOR_WEBHOOK_TASK = 'monitor.webhook.send';

/** The limits of the monitoring form; each is a unit test (monitoring.test.ts). */
export const MONITOR_LIMITS = {
  nameMax: 50,
  channelsMax: 5,
  urlMax: 500,
  secretMax: 200,
  advertisersMax: 200,
  basesMax: 200,
  balanceDaysMin: 0.5,
  balanceDaysMax: 30,
  expiryHoursMax: 720,
} as const;

const L = MONITOR_LIMITS;
const medium = z.enum(AUTORULE_MEDIA_KEYS, '请选择媒体');
const AdvertiserIdSchema = z
  .string('请输入账户ID')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字');

/** What a rule watches: one of four kinds, each with its own settings. */
export const MonitorWatchSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      /** Objects' report metrics, judged like an automatic rule's conditions. */
      kind: z.literal('metrics'),
      medium,
      scope: AutoruleScopeSchema,
      conditions: AutoruleConditionsSchema,
      complete_hours_only: z.boolean(),
    }),
    z.object({
      /** Account balance below `days` days of the account's average daily spend. */
      kind: z.literal('balance'),
      medium,
      advertiser_ids: z
        .array(AdvertiserIdSchema)
        .max(L.advertisersMax, `最多选择 ${L.advertisersMax} 个账户`),
      days: z
        .number('请输入天数')
        .min(L.balanceDaysMin, `天数至少 ${L.balanceDaysMin} 天`)
        .max(L.balanceDaysMax, `天数最多 ${L.balanceDaysMax} 天`),
    }),
    z.object({
      /** The tracking links of conversion bases answer an HTTP check (none: every base). */
      kind: z.literal('link'),
      base_ids: z.array(IdSchema).max(L.basesMax, `最多选择 ${L.basesMax} 个转化基础`),
    }),
    z.object({
      /** Media authorizations that end within `hours` (or have ended). */
      kind: z.literal('authorization'),
      medium,
      hours: z
        .number('请输入小时数')
        .int('小时数应为整数')
        .min(1, '小时数至少 1')
        .max(L.expiryHoursMax, `小时数最多 ${L.expiryHoursMax}（30 天）`),
    }),
  ],
  '请选择监控类型',
);
export type MonitorWatch = z.infer<typeof MonitorWatchSchema>;

/**
 * A robot channel as the form sends it. `id` names a saved channel: its `url` and `secret` may
 * then be left out to keep what is stored (responses never show them whole).
 */
export const MonitorChannelInputSchema = z.object({
  id: z.string().max(40).optional(),
  type: z.enum(ROBOT_TYPES, '请选择机器人类型'),
  url: z.string().trim().max(L.urlMax, `Webhook 地址最多 ${L.urlMax} 个字符`).optional(),
  /** Signing secret (DingTalk 加签 SEC…, Feishu 签名校验); '' removes a stored one. */
  secret: z.string().trim().max(L.secretMax, `签名密钥最多 ${L.secretMax} 个字符`).optional(),
});
export type MonitorChannelInput = z.infer<typeof MonitorChannelInputSchema>;

/** A rule's definition as stored (its channels are kept sealed apart from it). */
export const MonitorDefinitionSchema = z.object({
  name: z
    .string('请输入规则名称')
    .trim()
    .min(1, '请输入规则名称')
    .max(L.nameMax, `规则名称最多 ${L.nameMax} 个字符`),
  watch: MonitorWatchSchema,
  schedule: AutoruleScheduleSchema,
  /** Notify the rule's owner in-app (the bell). */
  in_app: z.boolean(),
});
export type MonitorDefinition = z.infer<typeof MonitorDefinitionSchema>;

export const MonitorSaveBodySchema = z.object({
  id: IdSchema.optional(),
  status: z.enum(MONITOR_STATUSES, '请选择规则状态'),
  rule: MonitorDefinitionSchema,
  channels: z.array(MonitorChannelInputSchema).max(L.channelsMax, `最多 ${L.channelsMax} 个机器人`),
});
export type MonitorSaveBody = z.infer<typeof MonitorSaveBodySchema>;

export const MonitorIdBodySchema = z.object({ id: IdSchema });
export const MonitorStatusBodySchema = z.object({
  id: IdSchema,
  status: z.enum(MONITOR_STATUSES, '请选择规则状态'),
});

export const MonitorListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(L.nameMax).optional(),
  status: z.enum(MONITOR_STATUSES).optional(),
});
export const MonitorIncidentQuerySchema = PageQuerySchema.extend({
  rule_id: IdSchema.optional(),
  status: z.enum(INCIDENT_STATUSES).optional(),
});
export const MonitorDeliveryQuerySchema = PageQuerySchema.extend({
  rule_id: IdSchema.optional(),
  incident_id: IdSchema.optional(),
});
export const NotificationQuerySchema = PageQuerySchema.extend({
  unread: z.enum(['0', '1']).optional(),
});
/** `POST /notification/read`: these ids, or every unread one without ids. */
export const NotificationReadBodySchema = z.object({
  ids: z.array(IdSchema).max(1000).optional(),
});

/** A saved channel as responses show it: the address with its token masked, never the secret. */
export interface MonitorChannelView {
  id: string;
  type: RobotType;
  url_masked: string;
  secret_set: boolean;
}

export interface MonitorRuleRow {
  id: number;
  status: MonitorStatus;
  rule: MonitorDefinition;
  channels: MonitorChannelView[];
  summary: string;
  owner_id: number;
  owner_name: string;
  open_incidents: number;
  last_checked_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MonitorCheckResult {
  check_id: number;
  checked: number;
  matching: number;
  opened: number;
  resolved: number;
  error: string | null;
}

export interface MonitorIncidentRow {
  id: number;
  rule_id: number;
  rule_name: string;
  subject_key: string;
  subject_name: string;
  status: IncidentStatus;
  message: string;
  opened_at: string;
  last_seen_at: string;
  resolved_at: string | null;
}

export interface MonitorDeliveryRow {
  id: number;
  rule_id: number;
  rule_name: string;
  incident_id: number;
  subject_name: string;
  event: IncidentEvent;
  channel_type: RobotType;
  url_masked: string;
  /** The send's task item: pending while it waits (or waits for its next attempt). */
  status: TaskItemStatus;
  attempts: number;
  error_message: string | null;
  task_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationRow {
  id: number;
  rule_id: number;
  incident_id: number;
  event: IncidentEvent;
  title: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

export interface NotificationUnread {
  unread: number;
}
