import { describe, expect, it } from 'vitest';
import { routePreset } from './route-preset';

describe('routePreset (spec 001 §2 hidden variant)', () => {
  it('presets designer, report days, game, sort and task from the route', () => {
    expect(
      routePreset({
        designer: '12',
        sdate: '2026-11-01',
        edate: '2026-11-20',
        gid: '1001',
        ofield: 'stat_cost',
        taskid: '55',
      }),
    ).toEqual({
      designer: [12],
      gameIds: [1001],
      reportDate: ['2026-11-01', '2026-11-20'],
      sort: { field: 'stat_cost', order: 'desc' },
      taskIds: [55],
      lists: {},
    });
  });

  it('presets the screen’s own parameters as list filters', () => {
    expect(routePreset({ unit_type: '7', taskid: '0' }, { unit_type: 'unit_type' }).lists).toEqual({
      unit_type: ['7'],
    });
    expect(routePreset({ unit_type: 'all' }, { unit_type: 'unit_type' }).lists).toEqual({});
  });

  it('reads placeholders and malformed values as no filter', () => {
    expect(
      routePreset({
        designer: '0',
        sdate: 'x',
        edate: '2026-11-20',
        gid: '-',
        ofield: 'A;',
        taskid: '007',
      }),
    ).toEqual({
      designer: [],
      gameIds: [],
      reportDate: undefined,
      sort: undefined,
      taskIds: [],
      lists: {},
    });
  });
});
