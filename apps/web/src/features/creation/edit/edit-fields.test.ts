import type { EditObjectAnswer } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { editFieldDefs } from './edit-fields';

const promotion: EditObjectAnswer = {
  route: 'editTtV3',
  type: 'promotion',
  id: '1',
  advertiser_id: '2',
  label: '广告',
  fields: ['name', 'budget', 'cpaBid'],
  values: {
    name: '广告A',
    budget: 500,
    cpaBid: 20,
    endDate: null,
    audience: null,
    placements: null,
    schedule: null,
    materials: null,
    titles: null,
  },
  start_date: null,
  project_custom: 'OFF',
  creative_list_elsewhere: false,
  shown: [],
  mirror_changes: [],
  name_max: 50,
  budget_rule: { min: 300, max: 9_999_999.99 },
  bid_rule: { min: 0.1, max: 10_000 },
  creative_rule: null,
};

describe('editFieldDefs', () => {
  it('draws the definition’s fields with their limits, in order', () => {
    expect(editFieldDefs(promotion).map((f) => [f.name.join('.'), f.label, f.help, f.max])).toEqual(
      [
        ['name', '广告名称', '最多50个字', 50],
        ['budget', '日预算', '300 - 9999999.99 元', undefined],
        ['cpaBid', '出价', '0.1 - 10000 元', undefined],
      ],
    );
    // Not clamped by the input: an out-of-range value is refused with its message.
    expect(editFieldDefs(promotion).every((f) => f.min === undefined)).toBe(true);
  });

  it('shows no bid input when the project sets the bid (spec 001 §5)', () => {
    const fields = editFieldDefs({ ...promotion, project_custom: 'ON' });
    expect(fields.map((f) => f.name.join('.'))).toEqual(['name', 'budget']);
  });

  it('draws the end date as a date and nothing for a definition without fields', () => {
    const project = { ...promotion, fields: ['endDate' as const] };
    expect(editFieldDefs(project)).toEqual([
      { name: ['endDate'], label: '结束日期', kind: 'date', help: '不选为长期投放' },
    ]);
    expect(editFieldDefs({ ...promotion, fields: [] })).toEqual([]);
  });

  it('draws the audience, placements and time slots as the medium’s wizard does', () => {
    const unit = {
      ...promotion,
      route: 'editKs',
      type: 'unit',
      fields: ['audience' as const, 'placements' as const, 'schedule' as const],
    };
    const fields = editFieldDefs(unit);
    expect(fields.map((f) => [f.name.join('.'), f.label, f.kind])).toEqual([
      ['audience.gender', '性别', 'radio'],
      ['audience.age', '年龄', 'checks'],
      ['audience.region', '地域', 'regions'],
      ['placements', '广告位', 'checks'],
      ['schedule', '投放时段', 'schedule'],
    ]);
    expect(fields[2]?.regionMedium).toBe('kuaishou');
    expect(fields[3]?.options?.map((o) => o.value)).toEqual([1, 6, 7, 24]);
    const adgroup = editFieldDefs({ ...unit, route: 'editQqV3', type: 'adgroup' });
    // Tencent's wizard shows its site sets only without automatic placements; here always.
    expect(adgroup[2]).toMatchObject({ name: ['audience', 'region'], regionMedium: 'tencent' });
    expect(adgroup[3]).toMatchObject({ name: ['placements'], label: '版位', kind: 'checks' });
    expect(adgroup[3]?.visible).toBeUndefined();
  });
});

describe('editFieldDefs of the legacy families', () => {
  it('draws an Ocean Engine v2 ad’s and a Tencent v1.3 adgroup’s audience and slots from their wizards', () => {
    const fields = ['name', 'endDate', 'audience', 'schedule'] as const;
    for (const [route, type] of [
      ['editTt', 'ad'],
      ['editQqV2', 'adgroup'],
    ] as const) {
      const drawn = editFieldDefs({ ...promotion, route, type, fields: [...fields] });
      // Both audiences have their regions (地域), each by its medium's definition.
      expect(drawn.map((f) => [f.name.join('.'), f.kind])).toEqual([
        ['name', 'text'],
        ['endDate', 'date'],
        ['audience.gender', 'radio'],
        ['audience.age', 'checks'],
        ['audience.region', 'regions'],
        ['schedule', 'schedule'],
      ]);
      expect(drawn[2]?.options?.map((o) => o.value)).toEqual([
        'NONE',
        'GENDER_MALE',
        'GENDER_FEMALE',
      ]);
    }
  });
});
