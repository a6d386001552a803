import type {
  MonitorCheckResult,
  MonitorDeliveryRow,
  MonitorIncidentRow,
  MonitorRuleRow,
  MonitorSaveBody,
  MonitorStatus,
  NotificationRow,
  NotificationUnread,
  Paged,
} from '@toufang/contracts';
import { apiGet, apiPost, type QueryParams } from '../../api/client';

/** Monitoring (spec 002 §2 `/landing/monitor`): rules, incidents, deliveries, notifications. */

export const MONITOR_KEYS = {
  all: ['monitoring'] as const,
  rules: ['monitoring', 'rules'] as const,
  incidents: ['monitoring', 'incidents'] as const,
  deliveries: ['monitoring', 'deliveries'] as const,
  notifications: ['monitoring', 'notifications'] as const,
  unread: ['monitoring', 'notifications', 'unread'] as const,
};

export const listMonitors = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<MonitorRuleRow>>('/monitor/list', params, { signal });

export const saveMonitor = (body: MonitorSaveBody) =>
  apiPost<MonitorRuleRow>('/monitor/save', body);

export const setMonitorStatus = (id: number, status: MonitorStatus) =>
  apiPost<MonitorRuleRow>('/monitor/status', { id, status });

export const deleteMonitor = (id: number) => apiPost<null>('/monitor/delete', { id });

export const checkMonitor = (id: number) => apiPost<MonitorCheckResult>('/monitor/check', { id });

export const listIncidents = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<MonitorIncidentRow>>('/monitor/incidents', params, { signal });

export const listDeliveries = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<MonitorDeliveryRow>>('/monitor/deliveries', params, { signal });

export const listNotifications = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<NotificationRow>>('/monitor/notifications', params, { signal });

export const unreadNotifications = (signal?: AbortSignal) =>
  apiGet<NotificationUnread>('/monitor/notifications/unread', {}, { signal });

export const markNotificationsRead = (ids?: number[]) =>
  apiPost<{ updated: number }>('/monitor/notifications/read', ids ? { ids } : {});
