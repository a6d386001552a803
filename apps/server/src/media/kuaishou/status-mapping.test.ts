import { KUAISHOU_PUT_STATUS_LABELS, statusLabel } from '@toufang/domain';
import { kuaishou } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import type { DomainStatus } from '../../lib/media-mirror';
import {
  campaignDomainStatus,
  creativeDomainStatus,
  optStatusOf,
  unitDomainStatus,
} from './status-mapping';

// Every Kuaishou status value (reference §2.7) and the domain status it means (docs/glossary.md
// "Statuses"); each table must name every value of its wire enum.

const CAMPAIGN: [kuaishou.CampaignStatus, string, DomainStatus][] = [
  [-2, '不限', 'unknown'],
  [1, '已暂停', 'paused'],
  [3, '超预算', 'budget_exhausted'],
  [4, '有效', 'delivering'],
  [5, '已删除', 'deleted'],
  [6, '余额不足', 'balance_exhausted'],
];

const UNIT: [kuaishou.UnitStatus, string, DomainStatus][] = [
  [-1, '不限', 'unknown'],
  [1, '计划已暂停', 'paused'],
  [3, '计划超预算', 'budget_exhausted'],
  [6, '余额不足', 'balance_exhausted'],
  [10, '广告组已删除', 'deleted'],
  [11, '审核中', 'in_audit'],
  [12, '审核未通过', 'audit_denied'],
  [14, '已结束', 'finished'],
  [15, '已暂停', 'paused'],
  [17, '组超预算', 'budget_exhausted'],
  [19, '未达投放时间', 'not_started'],
  [20, '有效', 'delivering'],
  [22, '不在投放时段', 'not_started'],
];

const CREATIVE: [kuaishou.CreativeStatus, string, DomainStatus][] = [
  [-1, '不限', 'unknown'],
  [1, '计划已暂停', 'paused'],
  [3, '计划超预算', 'budget_exhausted'],
  [6, '余额不足', 'balance_exhausted'],
  [11, '组审核中', 'in_audit'],
  [12, '组审核未通过', 'audit_denied'],
  [14, '已结束', 'finished'],
  [15, '组已暂停', 'paused'],
  [17, '组超预算', 'budget_exhausted'],
  [19, '未达投放时间', 'not_started'],
  [40, '已删除', 'deleted'],
  [41, '审核中', 'in_audit'],
  [42, '审核未通过', 'audit_denied'],
  [46, '已暂停', 'paused'],
  [52, '投放中', 'delivering'],
  [53, '作品异常', 'paused'],
  [54, '视频审核通过可投放滑滑场景', 'delivering'],
  [55, '部分素材审核失败', 'delivering'],
];

describe('Kuaishou statuses', () => {
  it('names every wire value in the tables', () => {
    expect(CAMPAIGN.map(([s]) => s).sort()).toEqual(
      [...kuaishou.CampaignStatusSchema.values].sort(),
    );
    expect(UNIT.map(([s]) => s).sort()).toEqual([...kuaishou.UnitStatusSchema.values].sort());
    expect(CREATIVE.map(([s]) => s).sort()).toEqual(
      [...kuaishou.CreativeStatusSchema.values].sort(),
    );
  });

  it.each(CAMPAIGN)('campaign status %i %s → %s', (status, label, expected) => {
    expect(statusLabel('project', String(status), 'kuaishou')).toBe(label);
    expect(campaignDomainStatus({ status, put_status: 1 })).toBe(expected);
  });

  it.each(UNIT)('unit status %i %s → %s', (status, label, expected) => {
    expect(statusLabel('promotion', String(status), 'kuaishou')).toBe(label);
    expect(unitDomainStatus({ status, put_status: 1 })).toBe(expected);
  });

  it.each(CREATIVE)('creative status %i %s → %s', (status, label, expected) => {
    expect(statusLabel('material', String(status), 'kuaishou')).toBe(label);
    expect(creativeDomainStatus({ status, put_status: 1 })).toBe(expected);
  });

  it('labels every put_status', () => {
    expect(Object.keys(KUAISHOU_PUT_STATUS_LABELS).map(Number).sort()).toEqual(
      [...kuaishou.PutStatusSchema.values].sort(),
    );
  });

  it('takes put_status 3 (删除) as deleted whatever the status says', () => {
    expect(campaignDomainStatus({ status: 4, put_status: 3 })).toBe('deleted');
    expect(unitDomainStatus({ status: 20, put_status: 3 })).toBe('deleted');
    expect(creativeDomainStatus({ status: 52, put_status: 3 })).toBe('deleted');
    expect(unitDomainStatus({ status: 15, put_status: 2 })).toBe('paused');
  });

  it('maps the switch apart from the status', () => {
    expect(optStatusOf(1)).toBe('ENABLE');
    expect(optStatusOf(2)).toBe('DISABLE');
    expect(optStatusOf(3)).toBe('DISABLE');
  });

  it('reads codes the documentation does not list as unknown, never as a failure', () => {
    const status = kuaishou.UnitStatusReplySchema.parse(77);
    const putStatus = kuaishou.PutStatusReplySchema.parse(9);
    expect(unitDomainStatus({ status, put_status: 1 })).toBe('unknown');
    expect(optStatusOf(putStatus)).toBeNull();
    expect(
      creativeDomainStatus({ status: kuaishou.CreativeStatusReplySchema.parse(99), put_status: 3 }),
    ).toBe('deleted');
  });
});
