import type {
  MonitorChannelView,
  MonitorDeliveryRow,
  MonitorIncidentRow,
  MonitorRuleRow,
  NotificationRow,
} from '@toufang/contracts';
import { monitorSummary } from '@toufang/domain';
import type {
  DeliveryRecord,
  IncidentRecord,
  MonitorRuleRecord,
  NotificationRecord,
} from './monitoring.repository';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toRuleRow(r: MonitorRuleRecord, channels: MonitorChannelView[]): MonitorRuleRow {
  return {
    id: r.id,
    status: r.status,
    rule: r.definition,
    channels,
    summary: monitorSummary(r.definition, r.robotTypes),
    owner_id: r.ownerId,
    owner_name: r.ownerName,
    open_incidents: r.openIncidents,
    last_checked_at: iso(r.lastCheckedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export const toIncidentRow = (r: IncidentRecord): MonitorIncidentRow => ({
  id: r.id,
  rule_id: r.ruleId,
  rule_name: r.ruleName,
  subject_key: r.subjectKey,
  subject_name: r.subjectName,
  status: r.status,
  message: r.message,
  opened_at: r.openedAt.toISOString(),
  last_seen_at: r.lastSeenAt.toISOString(),
  resolved_at: iso(r.resolvedAt),
});

export const toDeliveryRow = (r: DeliveryRecord): MonitorDeliveryRow => ({
  id: r.id,
  rule_id: r.ruleId,
  rule_name: r.ruleName,
  incident_id: r.incidentId,
  subject_name: r.subjectName,
  event: r.event,
  channel_type: r.channelType,
  url_masked: r.urlMasked,
  status: r.status ?? 'pending',
  attempts: r.attempts,
  error_message: r.errorMessage,
  task_id: r.taskId,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toNotificationRow = (r: NotificationRecord): NotificationRow => ({
  id: r.id,
  rule_id: r.ruleId,
  incident_id: r.incidentId,
  event: r.event,
  title: r.title,
  body: r.body,
  created_at: r.createdAt.toISOString(),
  read_at: iso(r.readAt),
});
