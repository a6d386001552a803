import {
  MONITOR_WEBHOOK_TASK,
  type IncidentEvent,
  type MonitorCheckResult,
} from '@toufang/contracts';
import { planIncidents } from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { TasksService } from '../tasks/tasks.service';
import type { RuleLook } from '../autorules/rule-look';
import type { MonitorChannels } from './monitor-channels';
import { shanghaiMinute, type MonitorWatcher } from './monitor-watch';
import type { MonitoringRepository, MonitorRuleRecord } from './monitoring.repository';
import { maskRobotUrl } from './robot-urls';
import { alertText } from './robot-messages';
import type { WebhookRequest } from './webhook-task';

type IncidentRow = NonNullable<Awaited<ReturnType<MonitoringRepository['openIncident']>>>;

interface Happened {
  incident: IncidentRow;
  event: IncidentEvent;
}

/**
 * One check of a monitoring rule (docs/architecture/monitoring.md): claim the check, find what
 * matches now, open, keep and resolve incidents, and tell the owner of each opened or resolved
 * one — in-app, and through each robot channel as an item of one `monitor.webhook.send` task.
 */
export class MonitorChecksService {
  constructor(
    private readonly deps: {
      repo: MonitoringRepository;
      watcher: Pick<MonitorWatcher, 'find'>;
      channels: MonitorChannels;
      tasks: Pick<TasksService, 'create'>;
      clock: Clock;
    },
  ) {}

  /** The scheduler's check of a slot; null when the slot was checked already. */
  async runScheduled(
    rule: MonitorRuleRecord,
    slotAt: Date,
    look?: RuleLook,
  ): Promise<MonitorCheckResult | null> {
    const checkId = await this.deps.repo.insertCheck(rule.id, slotAt, this.deps.clock.now());
    return checkId === null ? null : this.check(rule, checkId, look);
  }

  /** A check now, outside the schedule (检查一次). */
  async runNow(rule: MonitorRuleRecord): Promise<MonitorCheckResult> {
    const checkId = await this.deps.repo.insertCheck(rule.id, null, this.deps.clock.now());
    if (checkId === null) throw new Error('an unscheduled check cannot conflict');
    return this.check(rule, checkId);
  }

  private async check(
    rule: MonitorRuleRecord,
    checkId: number,
    look?: RuleLook,
  ): Promise<MonitorCheckResult> {
    const { repo, clock } = this.deps;
    let found;
    try {
      found = await this.deps.watcher.find(rule, look);
    } catch (error) {
      // A check that could not look changes no incident: nothing opens or clears on a failure.
      const message = `检查失败：${(error as Error).message}`;
      await repo.finishCheck(
        checkId,
        {
          checkedCount: 0,
          matchingCount: 0,
          openedCount: 0,
          resolvedCount: 0,
          error: message,
          taskId: null,
        },
        rule.id,
        clock.now(),
      );
      return { check_id: checkId, checked: 0, matching: 0, opened: 0, resolved: 0, error: message };
    }
    const now = clock.now();
    const plan = planIncidents(await repo.openIncidents(rule.id), found.findings);
    const happened: Happened[] = [];
    for (const f of plan.open) {
      const incident = await repo.openIncident({ ruleId: rule.id, ...f, at: now });
      if (incident) happened.push({ incident, event: 'opened' });
    }
    for (const k of plan.keep) await repo.touchIncident(k.id, k.finding.message, now);
    for (const r of plan.resolve) {
      const incident = await repo.resolveIncident(r.id, now);
      if (incident) happened.push({ incident, event: 'resolved' });
    }
    const taskId = await this.notify(rule, happened, now);
    const result = {
      checkedCount: found.checked,
      matchingCount: found.findings.length,
      openedCount: happened.filter((h) => h.event === 'opened').length,
      resolvedCount: happened.filter((h) => h.event === 'resolved').length,
      error: null,
      taskId,
    };
    await repo.finishCheck(checkId, result, rule.id, now);
    return {
      check_id: checkId,
      checked: result.checkedCount,
      matching: result.matchingCount,
      opened: result.openedCount,
      resolved: result.resolvedCount,
      error: null,
    };
  }

  /** In-app notifications and robot deliveries of what happened; the sending task's id. */
  private async notify(rule: MonitorRuleRecord, happened: readonly Happened[], now: Date) {
    if (happened.length === 0) return null;
    const { repo } = this.deps;
    const channels = this.deps.channels.open(rule.channelsSealed);
    const items: { request: WebhookRequest; deliveryId: number }[] = [];
    for (const { incident, event } of happened) {
      const text = alertText({
        event,
        ruleName: rule.definition.name,
        subjectName: incident.subjectName,
        message: incident.message,
        at: shanghaiMinute(now),
      });
      const body = text.lines.join('\n');
      if (rule.definition.in_app) {
        await repo.insertNotification({
          userId: rule.ownerId,
          ruleId: rule.id,
          incidentId: incident.id,
          event,
          title: text.title,
          body,
          createdAt: now,
        });
      }
      for (const channel of channels) {
        const deliveryId = await repo.insertDelivery({
          ruleId: rule.id,
          incidentId: incident.id,
          event,
          channelId: channel.id,
          channelType: channel.type,
          urlMasked: maskRobotUrl(channel.url),
          title: text.title,
          body,
          createdAt: now,
        });
        items.push({ request: { delivery_id: deliveryId, robot: channel.type }, deliveryId });
      }
    }
    if (items.length === 0) return null;
    const task = await this.deps.tasks.create({
      type: MONITOR_WEBHOOK_TASK,
      title: `监控通知「${rule.definition.name}」`,
      createdBy: rule.ownerId,
      params: { monitor_rule_id: rule.id },
      items: items.map((i) => ({
        request: i.request,
        target: { objectType: 'monitor_delivery', objectId: String(i.deliveryId) },
        idempotencyKey: `monitor:delivery:${i.deliveryId}`,
      })),
    });
    await repo.linkDeliveries(task.id);
    return task.id;
  }
}
