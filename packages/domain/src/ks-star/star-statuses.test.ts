import { STAR_TASK_STATUSES } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  hidesHomeLink,
  isStarTaskFinal,
  starOrderMayBecome,
  starOrderStatusLabel,
  starTaskMayBecome,
  starTaskStatusLabel,
} from './star-statuses';

describe('star-task statuses (spec 002 §4)', () => {
  it('labels every status in Chinese and keeps an unknown one as it came', () => {
    expect(STAR_TASK_STATUSES.map(starTaskStatusLabel)).toEqual([
      '准备中',
      '待上线',
      '计费中',
      '已完成',
      '已取消',
    ]);
    expect(starTaskStatusLabel('SUSPENDED')).toBe('SUSPENDED');
  });

  it('moves forward through the lifecycle, cancels only before billing and never goes back', () => {
    expect(starTaskMayBecome('PREPARATION', 'COMPLETED')).toBe(true);
    expect(starTaskMayBecome('PENDING_LAUNCH', 'CANCELLED')).toBe(true);
    expect(starTaskMayBecome('BILLING_IN_PROGRESS', 'CANCELLED')).toBe(false);
    expect(starTaskMayBecome('BILLING_IN_PROGRESS', 'PENDING_LAUNCH')).toBe(false);
    expect(starTaskMayBecome('COMPLETED', 'BILLING_IN_PROGRESS')).toBe(false);
    expect(starTaskMayBecome('CANCELLED', 'PREPARATION')).toBe(false);
    expect(starTaskMayBecome('COMPLETED', 'COMPLETED')).toBe(true);
  });

  it('ends a task only when it is completed or cancelled', () => {
    expect(STAR_TASK_STATUSES.filter(isStarTaskFinal)).toEqual(['COMPLETED', 'CANCELLED']);
    expect(isStarTaskFinal('SUSPENDED')).toBe(false);
  });
});

describe('supplement-order statuses', () => {
  it('labels the four statuses and moves only forward', () => {
    expect([1, 2, 3, 4].map(starOrderStatusLabel)).toEqual([
      '待达人确认',
      '制作中',
      '已完成',
      '达人已拒绝',
    ]);
    expect(starOrderStatusLabel(9)).toBe('9');
    expect(starOrderMayBecome(1, 3)).toBe(true);
    expect(starOrderMayBecome(1, 4)).toBe(true);
    expect(starOrderMayBecome(2, 4)).toBe(false);
    expect(starOrderMayBecome(3, 2)).toBe(false);
  });
});

describe('hidesHomeLink (spec 000 §2)', () => {
  const star = ['kuaishou:boost:base_list', 'kuaishou:boost:task_list'];
  it('hides it for the star role alone and for a role holding only star abilities', () => {
    expect(hidesHomeLink(['star'], star)).toBe(true);
    expect(hidesHomeLink(['juxing'], star)).toBe(true);
  });
  it('keeps it for anyone holding another ability, and for a user without abilities', () => {
    expect(hidesHomeLink(['star', 'operator'], [...star, 'dashboard:index'])).toBe(false);
    expect(hidesHomeLink(['juxing'], [...star, 'material:list'])).toBe(false);
    expect(hidesHomeLink(['nobody'], [])).toBe(false);
  });
});
