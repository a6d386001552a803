import {
  TENCENT_ADGROUP_STATUS_LABELS,
  TENCENT_CONFIGURED_STATUS_LABELS,
  TENCENT_CREATIVE_APPROVAL_LABELS,
} from '@toufang/domain';
import { tencent } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import type { DomainStatus } from '../../lib/media-mirror';
import { adgroupDomainStatus, creativeDomainStatus, optStatusOf } from './status-mapping';

// Every Tencent v3 status value (reference §3.5, §3.6) and the domain status it means
// (docs/glossary.md "Statuses"); each table must name every value of its wire enum.

const TODAY = '2025-03-12';

const SYSTEM: [tencent.AdgroupSystemStatus, DomainStatus][] = [
  ['ADGROUP_STATUS_FROZEN', 'paused'],
  ['ADGROUP_STATUS_SUSPEND', 'paused'],
  ['ADGROUP_STATUS_NOT_IN_DELIVERY_TIME', 'not_started'],
  ['ADGROUP_STATUS_ACTIVE', 'delivering'],
  ['ADGROUP_STATUS_DELETED', 'deleted'],
  ['ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH', 'balance_exhausted'],
  ['ADGROUP_STATUS_DAILY_BUDGET_REACHED', 'budget_exhausted'],
  ['ADGROUP_STATUS_PARTIAL_ACTIVE', 'delivering'],
  ['ADGROUP_STATUS_WECHAT_CHANNELS_STOP', 'paused'],
  ['ADGROUP_STATUS_CREATIVE_STATUS_PENDING', 'in_audit'],
  ['ADGROUP_STATUS_CREATIVE_EMPTY', 'not_started'],
  ['ADGROUP_STATUS_JOINT_BUDGET_REACHED', 'budget_exhausted'],
  ['ADGROUP_STATUS_TOTAL_BUDGET_REACHED', 'budget_exhausted'],
  ['ADGROUP_STATUS_PRE_LOCK', 'unknown'],
  ['ADGROUP_STATUS_UNLOCKING', 'unknown'],
  ['ADGROUP_STATUS_STOP', 'paused'],
  ['ADGROUP_STATUS_LIVE_NOT_ACTIVE', 'paused'],
  ['ADGROUP_STATUS_NOT_ACTIVE_PRODUCT_AUDIT_FAIL', 'audit_denied'],
  ['ADGROUP_STATUS_LIVE_VIOLATION', 'paused'],
  ['ADGROUP_STATUS_WECHAT_STORE_PENDING', 'in_audit'],
  ['ADGROUP_STATUS_WECHAT_STORE_CLOSING', 'paused'],
  ['ADGROUP_STATUS_WECHAT_STORE_CLOSED', 'paused'],
  ['ADGROUP_STATUS_NOT_ACTIVE_PRODUCT_REMOVED', 'paused'],
  ['ADGROUP_STATUS_WECHAT_STORE_NOT_AVAILABLE', 'paused'],
  ['SMART_ADGROUP_STATUS_DELETED', 'deleted'],
  ['SMART_ADGROUP_STATUS_SUSPEND', 'paused'],
  ['SMART_ADGROUP_STATUS_JOINT_BUDGET_REACHED', 'budget_exhausted'],
  ['SMART_ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH', 'balance_exhausted'],
  ['SMART_ADGROUP_STATUS_DAILY_BUDGET_REACHED', 'budget_exhausted'],
  ['SMART_ADGROUP_STATUS_ADGROUP_STATUS_STOP', 'paused'],
  ['SMART_ADGROUP_STATUS_NOT_IN_DELIVERY_TIME', 'not_started'],
  ['SMART_ADGROUP_STATUS_ACTIVE', 'delivering'],
  ['SMART_ADGROUP_STATUS_USING', 'delivering'],
  ['SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE', 'paused'],
  ['SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION', 'paused'],
  ['SMART_ADGROUP_STATUS_INVALID_PRODUCT_AUDIT_FAIL', 'audit_denied'],
  ['SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP', 'paused'],
  ['SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE_PRODUCT_AUDIT_FAIL', 'audit_denied'],
  ['SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION_PRODUCT_AUDIT_FAIL', 'audit_denied'],
  ['SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP_PRODUCT_AUDIT_FAIL', 'audit_denied'],
  ['SMART_ADGROUP_STATUS_USING_LIVE_NOT_ACTIVE', 'delivering'],
  ['SMART_ADGROUP_STATUS_USING_LIVE_VIOLATION', 'delivering'],
  ['SMART_ADGROUP_STATUS_USING_PRODUCT_AUDIT_FAIL', 'delivering'],
  ['SMART_ADGROUP_STATUS_USING_CHANNELS_STOP', 'delivering'],
  ['SMART_ADGROUP_STATUS_USING_PRODUCT_REMOVED', 'delivering'],
  ['SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE_PRODUCT_REMOVED', 'paused'],
  ['SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION_PRODUCT_REMOVED', 'paused'],
  ['SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP_PRODUCT_REMOVED', 'paused'],
  ['SMART_ADGROUP_STATUS_INVALID_PRODUCT_REMOVED', 'paused'],
  ['SMART_ADGROUP_STATUS_USING_PART_PRODUCT_INVALID', 'delivering'],
  ['SMART_ADGROUP_STATUS_INVALID_PRODUCT_REMOVED_PRODUCT_AUDIT_FAIL', 'audit_denied'],
  ['SMART_ADGROUP_STATUS_BOOST_PROJECT_SYNC', 'unknown'],
];

/** The creative's status with its switch on, under a delivering adgroup. */
const APPROVAL: [tencent.CreativeSetApprovalStatus, DomainStatus][] = [
  ['CREATIVE_SET_APPROVAL_STATUS_UNKNOWN', 'delivering'],
  ['CREATIVE_SET_APPROVAL_STATUS_PENDING', 'in_audit'],
  ['CREATIVE_SET_APPROVAL_STATUS_NORMAL', 'delivering'],
  ['CREATIVE_SET_APPROVAL_STATUS_DENIED', 'audit_denied'],
  ['CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL', 'delivering'],
];

describe('Tencent adgroup statuses', () => {
  it('names every wire value in the tables', () => {
    expect(SYSTEM.map(([s]) => s).sort()).toEqual([...tencent.ADGROUP_SYSTEM_STATUSES].sort());
    expect(APPROVAL.map(([s]) => s).sort()).toEqual(
      [...tencent.CreativeSetApprovalStatusSchema.options].sort(),
    );
  });

  it.each(SYSTEM)('system_status %s → %s', (status, expected) => {
    expect(adgroupDomainStatus({ system_status: status, end_date: '' }, TODAY)).toBe(expected);
  });

  it('reads NOT_IN_DELIVERY_TIME after the end date as finished', () => {
    const status = 'ADGROUP_STATUS_NOT_IN_DELIVERY_TIME' as const;
    expect(adgroupDomainStatus({ system_status: status, end_date: '2025-03-11' }, TODAY)).toBe(
      'finished',
    );
    expect(adgroupDomainStatus({ system_status: status, end_date: '2025-03-12' }, TODAY)).toBe(
      'not_started',
    );
    expect(adgroupDomainStatus({ system_status: status }, TODAY)).toBe('not_started');
  });

  it('takes is_deleted as deleted whatever the status says, and no status as unknown', () => {
    expect(
      adgroupDomainStatus({ system_status: 'ADGROUP_STATUS_ACTIVE', is_deleted: true }, TODAY),
    ).toBe('deleted');
    expect(adgroupDomainStatus({}, TODAY)).toBe('unknown');
  });

  it('takes a system_status the SDK does not list as unknown, not as a failure', () => {
    const unlisted = tencent.AdgroupSystemStatusSchema.parse('ADGROUP_STATUS_SOMETHING_NEW');
    expect(adgroupDomainStatus({ system_status: unlisted }, TODAY)).toBe('unknown');
    expect(optStatusOf(tencent.ConfiguredStatusReplySchema.parse('AD_STATUS_LATER'))).toBeNull();
  });

  it('maps the switch apart from the status', () => {
    expect(optStatusOf('AD_STATUS_NORMAL')).toBe('ENABLE');
    expect(optStatusOf('AD_STATUS_SUSPEND')).toBe('DISABLE');
    expect(optStatusOf(undefined)).toBeNull();
  });
});

describe('Tencent dynamic creative statuses', () => {
  it.each(APPROVAL)('creative_set_approval_status %s → %s', (approval, expected) => {
    const creative = {
      creative_set_approval_status: approval,
      configured_status: 'AD_STATUS_NORMAL' as const,
    };
    expect(creativeDomainStatus(creative, 'delivering')).toBe(expected);
  });

  it('delivers as its adgroup does once approved and switched on', () => {
    const approved = {
      creative_set_approval_status: 'CREATIVE_SET_APPROVAL_STATUS_NORMAL' as const,
      configured_status: 'AD_STATUS_NORMAL' as const,
    };
    expect(creativeDomainStatus(approved, 'budget_exhausted')).toBe('budget_exhausted');
    expect(creativeDomainStatus(approved, 'paused')).toBe('paused');
    expect(creativeDomainStatus(approved, undefined)).toBe('unknown');
  });

  it('puts deletion, then the verdict, then the switch before the adgroup', () => {
    expect(
      creativeDomainStatus(
        { is_deleted: true, creative_set_approval_status: 'CREATIVE_SET_APPROVAL_STATUS_DENIED' },
        'delivering',
      ),
    ).toBe('deleted');
    expect(
      creativeDomainStatus(
        {
          creative_set_approval_status: 'CREATIVE_SET_APPROVAL_STATUS_DENIED',
          configured_status: 'AD_STATUS_SUSPEND',
        },
        'delivering',
      ),
    ).toBe('audit_denied');
    expect(
      creativeDomainStatus(
        {
          creative_set_approval_status: 'CREATIVE_SET_APPROVAL_STATUS_NORMAL',
          configured_status: 'AD_STATUS_SUSPEND',
        },
        'delivering',
      ),
    ).toBe('paused');
  });

  it('takes a verdict the SDK does not list as unknown', () => {
    const unlisted = tencent.CreativeSetApprovalStatusReplySchema.parse('CREATIVE_SET_NEW');
    expect(
      creativeDomainStatus(
        { creative_set_approval_status: unlisted, configured_status: 'AD_STATUS_NORMAL' },
        'delivering',
      ),
    ).toBe('unknown');
  });
});

describe('Tencent labels of the domain', () => {
  it('label every published adgroup status, creative verdict and switch value', () => {
    expect(Object.keys(TENCENT_ADGROUP_STATUS_LABELS).sort()).toEqual(
      [...tencent.ADGROUP_SYSTEM_STATUSES].sort(),
    );
    expect(Object.keys(TENCENT_CREATIVE_APPROVAL_LABELS).sort()).toEqual(
      [...tencent.CreativeSetApprovalStatusSchema.options].sort(),
    );
    expect(Object.keys(TENCENT_CONFIGURED_STATUS_LABELS).sort()).toEqual(
      [...tencent.ConfiguredStatusSchema.options].sort(),
    );
  });
});
