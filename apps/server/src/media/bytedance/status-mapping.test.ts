import { oceanengine } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import type { DomainStatus } from '../../lib/media-mirror';
import {
  materialDomainStatus,
  projectDomainStatus,
  promotionDomainStatus,
  rawStatusOf,
} from './status-mapping';

// Every Ocean Engine status value (reference §1.7, §1.8) and the domain status it means
// (docs/glossary.md "Statuses"); each table must name every value of its wire enum.

const PROJECT: Record<string, DomainStatus> = {
  PROJECT_STATUS_ENABLE: 'delivering',
  PROJECT_STATUS_DISABLE: 'paused',
  PROJECT_STATUS_DELETE: 'deleted',
  PROJECT_STATUS_ALL: 'unknown',
  PROJECT_STATUS_NOT_DELETE: 'unknown',
  PROJECT_STATUS_BUDGET_EXCEED: 'budget_exhausted',
  PROJECT_STATUS_BUDGET_PRE_OFFLINE_BUDGET: 'delivering',
  PROJECT_STATUS_NOT_START: 'not_started',
  PROJECT_STATUS_DONE: 'finished',
  PROJECT_STATUS_NO_SCHEDULE: 'not_started',
};

const PROJECT_FIRST: Record<string, DomainStatus> = {
  PROJECT_STATUS_DELETE: 'deleted',
  PROJECT_STATUS_DONE: 'finished',
  PROJECT_STATUS_ENABLE: 'delivering',
  // 未投放 without a reason says nothing more.
  PROJECT_STATUS_DISABLE: 'unknown',
};

const PROJECT_SECOND: Record<string, DomainStatus> = {
  PROJECT_STATUS_STOP: 'paused',
  PROJECT_STATUS_BUDGET_EXCEED: 'budget_exhausted',
  PROJECT_STATUS_NOT_START: 'not_started',
  PROJECT_STATUS_NO_SCHEDULE: 'not_started',
  PROJECT_STATUS_REACH_DAILY_DELIVERY: 'budget_exhausted',
};

const PROMOTION: Record<string, DomainStatus> = {
  NOT_DELETED: 'unknown',
  ALL: 'unknown',
  OK: 'delivering',
  DELETED: 'deleted',
  PROJECT_OFFLINE_BUDGET: 'budget_exhausted',
  PROJECT_PREOFFLINE_BUDGET: 'delivering',
  TIME_NO_REACH: 'not_started',
  TIME_DONE: 'finished',
  NO_SCHEDULE: 'not_started',
  AUDIT: 'in_audit',
  REAUDIT: 'in_audit',
  FROZEN: 'paused',
  AUDIT_DENY: 'audit_denied',
  OFFLINE_BUDGET: 'budget_exhausted',
  OFFLINE_BALANCE: 'balance_exhausted',
  PREOFFLINE_BUDGET: 'delivering',
  DISABLED: 'paused',
  PROJECT_DISABLED: 'paused',
  LIVE_ROOM_OFF: 'paused',
  PRODUCT_OFFLINE: 'paused',
  AWEME_ACCOUNT_DISABLED: 'paused',
  AWEME_ANCHOR_DISABLED: 'paused',
  DISABLE_BY_QUOTA: 'paused',
  CREATE: 'in_audit',
  ADVERTISER_OFFLINE_BUDGET: 'budget_exhausted',
  ADVERTISER_PREOFFLINE_BUDGET: 'delivering',
  ERROR_DEFAULT: 'unknown',
};

const PROMOTION_FIRST: Record<string, DomainStatus> = {
  PROMOTION_STATUS_ENABLE: 'delivering',
  PROMOTION_STATUS_DISABLE: 'unknown',
  PROMOTION_STATUS_FROZEN: 'paused',
  PROMOTION_STATUS_DONE: 'finished',
  PROMOTION_STATUS_DELETED: 'deleted',
  PROMOTION_STATUS_ALL: 'unknown',
  PROMOTION_STATUS_NOT_DELETE: 'unknown',
};

const PROMOTION_SECOND: Record<string, DomainStatus> = {
  AUDIT_DENY: 'audit_denied',
  AUDIT: 'in_audit',
  REAUDIT: 'in_audit',
  DISABLED: 'paused',
  DISABLE_BY_QUOTA: 'paused',
  PROJECT_DISABLED: 'paused',
  NO_SCHEDULE: 'not_started',
  TIME_NO_REACH: 'not_started',
  OFFLINE_BALANCE: 'balance_exhausted',
  BALANCE_OFFLINE_BUDGET: 'budget_exhausted',
  PROJECT_OFFLINE_BUDGET: 'budget_exhausted',
  PROMOTION_OFFLINE_BUDGET: 'budget_exhausted',
  LIVE_ROOM_OFF: 'paused',
  PRODUCT_OFFLINE: 'paused',
  AWEME_ACCOUNT_DISABLED: 'paused',
  AWEME_ANCHOR_DISABLED: 'paused',
  APP_NOT_ALLOWED: 'paused',
  AVATAR_DISABLED: 'paused',
  AWEME_ACCOUNT_OPTIMIZABLE: 'unknown',
  AWEME_VIDEO_OPTIMIZABLE: 'unknown',
  BUDGET_GROUP_OFFLINE_BUDGET: 'budget_exhausted',
  PROJECT_REACH_DAILY_DELIVERY: 'budget_exhausted',
  STAR_TASK_NOT_STARTED: 'not_started',
};

const MATERIAL: Record<string, DomainStatus> = {
  MATERIAL_STATUS_OK: 'delivering',
  MATERIAL_STATUS_DELETE: 'deleted',
  MATERIAL_STATUS_PROJECT_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_PROJECT_PREOFFLINE_BUDGET: 'delivering',
  MATERIAL_STATUS_TIME_NO_REACH: 'not_started',
  MATERIAL_STATUS_TIME_DONE: 'finished',
  MATERIAL_STATUS_NO_SCHEDULE: 'not_started',
  MATERIAL_STATUS_AUDIT: 'in_audit',
  MATERIAL_STATUS_REAUDIT: 'in_audit',
  MATERIAL_STATUS_OFFLINE_AUDIT: 'audit_denied',
  MATERIAL_STATUS_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_OFFLINE_BALANCE: 'balance_exhausted',
  MATERIAL_STATUS_PREOFFLINE_BUDGET: 'delivering',
  MATERIAL_STATUS_PROJECT_DISABLE: 'paused',
  MATERIAL_STATUS_DISABLE: 'paused',
  MATERIAL_STATUS_PROMOTION_DISABLE: 'paused',
  MATERIAL_STATUS_MATERIAL_DELETE: 'deleted',
  MATERIAL_STATUS_ADV_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_ADV_PRE_OFFLINE_BUDGET: 'delivering',
  MATERIAL_STATUS_AVATAR_DISABLED: 'paused',
  MATERIAL_STATUS_AWEME_AC_DISABLED: 'paused',
  MATERIAL_STATUS_AWEME_ANCHOR_DISABLED: 'paused',
  MATERIAL_STATUS_AWEME_VIDEO_DISABLED: 'paused',
  MATERIAL_STATUS_BUDGET_GROUP_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_ERROR_DEFAULT: 'unknown',
  MATERIAL_STATUS_FROZEN: 'paused',
  MATERIAL_STATUS_GUIDE_VIDEO_NOT_EXIST: 'paused',
  MATERIAL_STATUS_LIVE_ROOM_OFF: 'paused',
  MATERIAL_STATUS_PREOFFLINE_BUGDET: 'delivering',
  MATERIAL_STATUS_PREONLINE: 'not_started',
  MATERIAL_STATUS_PRODUCT_OFFLINE: 'paused',
  MATERIAL_STATUS_PROMOTION_QUOTA_LIMIT: 'paused',
  MATERIAL_STATUS_STAR_TASK_NOT_STARTED: 'not_started',
  MATERIAL_STATUS_SYSTEM_DISABLE_QUOTA_LIMIT: 'paused',
  MATERIAL_STATUS_VIDEO_NO_ADS: 'paused',
};

const cases = (table: Record<string, DomainStatus>) => Object.entries(table);

describe('Ocean Engine status tables cover every wire value', () => {
  it.each([
    ['project status', oceanengine.ProjectStatusSchema.options, PROJECT],
    ['project status_first', oceanengine.ProjectStatusFirstSchema.options, PROJECT_FIRST],
    ['project status_second', oceanengine.ProjectStatusSecondSchema.options, PROJECT_SECOND],
    ['promotion status', oceanengine.PromotionStatusSchema.options, PROMOTION],
    ['promotion status_first', oceanengine.PromotionStatusFirstSchema.options, PROMOTION_FIRST],
    ['promotion status_second', oceanengine.PromotionStatusSecondSchema.options, PROMOTION_SECOND],
    ['material status', oceanengine.MaterialStatusSchema.options, MATERIAL],
  ] as const)('%s', (_name, values, table) => {
    expect([...values].sort()).toEqual(Object.keys(table).sort());
  });
});

describe('project domain status', () => {
  it.each(cases(PROJECT))('maps status %s to %s', (status, expected) => {
    expect(projectDomainStatus({ status: oceanengine.ProjectStatusSchema.parse(status) })).toBe(
      expected,
    );
  });

  it.each(cases(PROJECT_FIRST))('maps status_first %s to %s', (first, expected) => {
    expect(
      projectDomainStatus({ status_first: oceanengine.ProjectStatusFirstSchema.parse(first) }),
    ).toBe(expected);
  });

  it.each(cases(PROJECT_SECOND))('maps status_second %s to %s', (second, expected) => {
    expect(
      projectDomainStatus({
        status_first: 'PROJECT_STATUS_DISABLE',
        status_second: [oceanengine.ProjectStatusSecondSchema.parse(second)],
      }),
    ).toBe(expected);
  });

  it('lets a deciding status_first win over the one-level status', () => {
    expect(
      projectDomainStatus({
        status: 'PROJECT_STATUS_DISABLE',
        status_first: 'PROJECT_STATUS_DONE',
      }),
    ).toBe('finished');
  });

  it('falls back to the one-level status when 未投放 names no reason', () => {
    expect(
      projectDomainStatus({
        status: 'PROJECT_STATUS_BUDGET_EXCEED',
        status_first: 'PROJECT_STATUS_DISABLE',
        status_second: [],
      }),
    ).toBe('budget_exhausted');
  });

  it('is unknown when the medium sends no status at all', () => {
    expect(projectDomainStatus({})).toBe('unknown');
  });
});

describe('promotion domain status', () => {
  it.each(cases(PROMOTION))('maps status %s to %s', (status, expected) => {
    expect(promotionDomainStatus({ status: oceanengine.PromotionStatusSchema.parse(status) })).toBe(
      expected,
    );
  });

  it.each(cases(PROMOTION_FIRST))('maps status_first %s to %s', (first, expected) => {
    expect(
      promotionDomainStatus({ status_first: oceanengine.PromotionStatusFirstSchema.parse(first) }),
    ).toBe(expected);
  });

  it.each(cases(PROMOTION_SECOND))('maps status_second %s to %s', (second, expected) => {
    expect(
      promotionDomainStatus({
        status_first: 'PROMOTION_STATUS_DISABLE',
        status_second: [oceanengine.PromotionStatusSecondSchema.parse(second)],
      }),
    ).toBe(expected);
  });

  it('names the reason an operator acts on first when several hold', () => {
    expect(
      promotionDomainStatus({
        status_first: 'PROMOTION_STATUS_DISABLE',
        status_second: ['OFFLINE_BALANCE', 'DISABLED', 'AUDIT_DENY'],
      }),
    ).toBe('audit_denied');
    expect(
      promotionDomainStatus({
        status_first: 'PROMOTION_STATUS_DISABLE',
        status_second: ['PROMOTION_OFFLINE_BUDGET', 'DISABLED'],
      }),
    ).toBe('paused');
    expect(
      promotionDomainStatus({
        status_first: 'PROMOTION_STATUS_DISABLE',
        status_second: ['NO_SCHEDULE', 'OFFLINE_BALANCE'],
      }),
    ).toBe('balance_exhausted');
  });

  it('reads a delivering promotion whatever its old one-level status says', () => {
    expect(
      promotionDomainStatus({
        status: 'PREOFFLINE_BUDGET',
        status_first: 'PROMOTION_STATUS_ENABLE',
      }),
    ).toBe('delivering');
  });
});

describe('values the SDKs do not list', () => {
  it('reads an unlisted headline as unknown, whatever else the object says', () => {
    expect(
      promotionDomainStatus({
        status: 'OK',
        status_first: oceanengine.PromotionStatusFirstReplySchema.parse('PROMOTION_STATUS_NEW'),
      }),
    ).toBe('unknown');
  });

  it('lets a known reason outrank an unlisted one, and reads an unlisted one alone as unknown', () => {
    const fresh = oceanengine.PromotionStatusSecondReplySchema.parse('SOME_NEW_REASON');
    expect(
      promotionDomainStatus({
        status_first: 'PROMOTION_STATUS_DISABLE',
        status_second: [fresh, 'DISABLED'],
      }),
    ).toBe('paused');
    expect(
      promotionDomainStatus({ status_first: 'PROMOTION_STATUS_DISABLE', status_second: [fresh] }),
    ).toBe('unknown');
    expect(
      projectDomainStatus({
        status: oceanengine.ProjectStatusReplySchema.parse('PROJECT_STATUS_NEW'),
      }),
    ).toBe('unknown');
    expect(
      materialDomainStatus(oceanengine.MaterialStatusReplySchema.parse('MATERIAL_STATUS_NEW')),
    ).toBe('unknown');
  });
});

describe('material domain status', () => {
  it.each(cases(MATERIAL))('maps %s to %s', (status, expected) => {
    expect(materialDomainStatus(oceanengine.MaterialStatusSchema.parse(status))).toBe(expected);
  });

  it('is unknown without a material_status', () => {
    expect(materialDomainStatus(undefined)).toBe('unknown');
  });
});

describe('raw status', () => {
  it('keeps the one-level status the screens label', () => {
    expect(
      rawStatusOf({
        status: 'AUDIT_DENY',
        status_first: 'PROMOTION_STATUS_DISABLE',
        status_second: ['AUDIT_DENY'],
      }),
    ).toBe('AUDIT_DENY');
  });

  it('takes the reason, then the headline, when the one-level status is absent', () => {
    expect(
      rawStatusOf({
        status_first: 'PROJECT_STATUS_DISABLE',
        status_second: ['PROJECT_STATUS_STOP'],
      }),
    ).toBe('PROJECT_STATUS_STOP');
    expect(rawStatusOf({ status_first: 'PROJECT_STATUS_ENABLE' })).toBe('PROJECT_STATUS_ENABLE');
    expect(rawStatusOf({})).toBeNull();
  });
});
