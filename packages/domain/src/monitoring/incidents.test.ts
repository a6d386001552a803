import { describe, expect, it } from 'vitest';
import { planIncidents, type Finding } from './incidents';

const f = (key: string, message = `${key} 满足条件`): Finding => ({
  subjectKey: key,
  subjectName: key,
  message,
});

describe('planIncidents', () => {
  it('opens an incident for a subject found without one', () => {
    expect(planIncidents([], [f('a')])).toEqual({ open: [f('a')], keep: [], resolve: [] });
  });

  it('keeps the open incident of a subject still found: no second incident', () => {
    const plan = planIncidents([{ id: 7, subjectKey: 'a' }], [f('a', '新的数值')]);
    expect(plan.open).toEqual([]);
    expect(plan.keep).toEqual([{ id: 7, finding: f('a', '新的数值') }]);
    expect(plan.resolve).toEqual([]);
  });

  it('resolves an open incident whose subject is no longer found', () => {
    const plan = planIncidents(
      [
        { id: 7, subjectKey: 'a' },
        { id: 8, subjectKey: 'b' },
      ],
      [f('b')],
    );
    expect(plan.resolve).toEqual([{ id: 7, subjectKey: 'a' }]);
    expect(plan.keep.map((k) => k.id)).toEqual([8]);
  });

  it('counts a subject found twice in one check once', () => {
    const plan = planIncidents([], [f('a', '一'), f('a', '二'), f('b')]);
    expect(plan.open).toEqual([f('a', '一'), f('b')]);
  });

  it('opens again after a resolve: a resolved incident is not open', () => {
    const first = planIncidents([], [f('a')]);
    expect(first.open).toHaveLength(1);
    const cleared = planIncidents([{ id: 1, subjectKey: 'a' }], []);
    expect(cleared.resolve).toHaveLength(1);
    expect(planIncidents([], [f('a')]).open).toHaveLength(1);
  });
});
