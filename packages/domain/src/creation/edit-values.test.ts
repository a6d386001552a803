import type { RegionTargeting } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  EDIT_DEFINITIONS,
  EDIT_ROUTES,
  editPath,
  findEditDefinition,
  unsupportedEditMessage,
  type EditDefinition,
} from './edit-definitions';
import {
  checkEditValues,
  diffEdit,
  editValueText,
  type EditMaterial,
  type EditValues,
} from './edit-values';

const must = (route: string, type: string): EditDefinition => {
  const definition = findEditDefinition(route, type);
  if (!definition) throw new Error(`no definition for ${route}/${type}`);
  return definition;
};

const project = must('editTtV3', 'project');
const promotion = must('editTtV3', 'promotion');
const before: EditValues = {
  name: '项目A',
  budget: 500,
  cpaBid: 20,
  endDate: null,
  audience: null,
  placements: null,
  schedule: null,
  materials: null,
  titles: null,
};
const context = { today: '2026-11-27' };

describe('edit definitions (spec 002 §2 edit routes)', () => {
  it('every route has at least one definition, each (route, type) once', () => {
    for (const route of EDIT_ROUTES) {
      expect(EDIT_DEFINITIONS.some((d) => d.route === route)).toBe(true);
    }
    const keys = EDIT_DEFINITIONS.map((d) => `${d.route}/${d.type}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes the level names and name lengths of the creation definitions', () => {
    expect(project).toMatchObject({ family: 'bytedance', level: 'project', label: '项目' });
    expect(project.nameMax).toBe(50);
    expect(must('editKs', 'unit')).toMatchObject({ level: 'unit', label: '广告组', nameMax: 100 });
    expect(must('editQqV3', 'adgroup')).toMatchObject({ family: 'tencent', nameMax: 120 });
  });

  it('applies the spec 001 §5 save rules to Ocean Engine v3 projects and promotions only', () => {
    expect(project.saveRules).toBe('project');
    expect(promotion.saveRules).toBe('promotion');
    expect(EDIT_DEFINITIONS.filter((d) => d.saveRules).length).toBe(2);
  });

  it('a field with a budget or bid has its rule', () => {
    for (const d of EDIT_DEFINITIONS) {
      if (d.fields.includes('budget')) expect(d.budgetRule, `${d.route}/${d.type}`).toBeDefined();
      if (d.fields.includes('cpaBid')) expect(d.bidRule, `${d.route}/${d.type}`).toBeDefined();
    }
  });

  it('marks the legacy feed creative lists as edited where they were made (spec 002 §8)', () => {
    expect(must('editTt', 'ad').creativeListElsewhere).toBe(true);
    expect(must('edit', 'ad').creativeListElsewhere).toBe(true);
    expect(must('editTt', 'creative').creativeListElsewhere).toBeUndefined();
    expect(promotion.creativeListElsewhere).toBeUndefined();
  });

  it('refuses an unknown type in Chinese, naming what the route edits', () => {
    expect(findEditDefinition('editTtV3', 'material')).toBeUndefined();
    expect(unsupportedEditMessage('editTtV3', 'material')).toBe(
      '该页面不支持编辑「material」，可编辑：项目（project）、广告（promotion）',
    );
    expect(unsupportedEditMessage('editXx', 'ad')).toBe('不支持的编辑页面：editXx');
  });

  it.each([
    ['editTtV3', '/transConfig/editTtV3/promotion/9'],
    ['editKs', '/transConfigKs/editKs/promotion/9'],
    ['editQqV2', '/transConfigQq/editQqV2/promotion/9'],
    ['edit', '/transConfig/edit/promotion/9'],
  ] as const)('the path of %s', (route, path) => {
    expect(editPath(route, 'promotion', '9')).toBe(path);
  });
});

describe('diffEdit', () => {
  it('lists changed fields only, before → after as the preview shows them', () => {
    expect(diffEdit(project, before, { name: '项目B', budget: 800, cpaBid: 20 })).toEqual([
      { field: 'name', label: '名称', before: '项目A', after: '项目B' },
      { field: 'budget', label: '日预算', before: '500.00 元', after: '800.00 元' },
    ]);
  });

  it('is empty when nothing changed (trimmed names, equal amounts)', () => {
    expect(diffEdit(project, before, { name: ' 项目A ', budget: 500.0, endDate: null })).toEqual(
      [],
    );
  });

  it('ignores fields the definition does not edit', () => {
    expect(diffEdit(promotion, before, { endDate: '2026-12-31' })).toEqual([]);
  });

  it('names 不限 and 长期投放', () => {
    expect(diffEdit(project, before, { budget: null, endDate: '2026-12-31' })).toEqual([
      { field: 'budget', label: '日预算', before: '500.00 元', after: '不限' },
      { field: 'endDate', label: '结束日期', before: '长期投放', after: '2026-12-31' },
    ]);
    expect(editValueText('name', null)).toBe('—');
  });
});

describe('checkEditValues', () => {
  it('accepts changed values within the limits', () => {
    expect(
      checkEditValues(project, before, { name: '新名', budget: 350, cpaBid: 0.01 }, context),
    ).toEqual([]);
  });

  it.each([
    [{ name: '  ' }, '名称不能为空'],
    [{ name: '字'.repeat(51) }, '项目名称不能超过50个字'],
    [{ budget: 299.99 }, '项目预算不能小于300'],
    [{ budget: 10_000_000 }, '项目预算不能大于9999999.99'],
    [{ budget: 300.001 }, '项目预算最多保留2位小数'],
    [{ budget: null }, '预算不能为空'],
    [{ cpaBid: 10_000.01 }, '转化出价不能大于10000'],
    [{ endDate: '2026-11-27' }, '结束日期不能早于2026-11-28'],
    [{ endDate: '2026/12/01' }, '结束日期格式不正确'],
  ] as const)('refuses %j: %s', (after, message) => {
    const errors = checkEditValues(project, before, after, context);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(message);
  });

  it('takes exactly 50 characters and the end date after the start date', () => {
    expect(checkEditValues(project, before, { name: '字'.repeat(50) }, context)).toEqual([]);
    expect(
      checkEditValues(
        project,
        before,
        { endDate: '2026-12-01' },
        { ...context, startDate: '2026-12-05' },
      )[0]?.message,
    ).toBe('结束日期不能早于2026-12-05');
  });

  it('uses the single edit bid of promotions (0.1 to 10000)', () => {
    expect(checkEditValues(promotion, before, { cpaBid: 0.09 }, context)[0]?.message).toContain(
      '出价不能小于0.1',
    );
  });

  it('uses the media’s own budget limits elsewhere', () => {
    const unit = must('editKs', 'unit');
    expect(checkEditValues(unit, before, { budget: 100 }, context)).toEqual([]);
    expect(checkEditValues(unit, before, { budget: 99 }, context)).toHaveLength(1);
  });
});

describe('audience, placements and time slots', () => {
  const unit = must('editKs', 'unit');
  const adgroup = must('editQqV3', 'adgroup');
  const unitBefore: EditValues = {
    ...before,
    audience: { gender: 'NONE', age: [] },
    placements: [1],
    schedule: '1'.repeat(336),
  };
  const hourly = `${'0'.repeat(18)}${'1'.repeat(4)}${'0'.repeat(314)}`;
  const halfHour = `${'0'.repeat(18)}${'1'.repeat(3)}${'0'.repeat(315)}`;

  it('edits the wizards’ audience and placements where the medium writes them', () => {
    expect(unit.fields).toEqual(['name', 'budget', 'cpaBid', 'audience', 'placements', 'schedule']);
    expect(adgroup.fields).toEqual(['name', 'budget', 'cpaBid', 'audience', 'placements']);
    expect(project.fields).toContain('audience');
    expect(unit.placements).toEqual({ values: [1, 6, 7, 24], required: true });
    expect(unit.hourlySchedule).toBe(true);
    expect(adgroup.hourlySchedule).toBeUndefined();
  });

  it('previews the audience, placements and slots before → after', () => {
    const diff = diffEdit(
      unit,
      unitBefore,
      {
        audience: { gender: 'GENDER_MALE', age: ['AGE_BETWEEN_18_23', 'AGE_BETWEEN_24_30'] },
        placements: [6, 1],
        schedule: hourly,
      },
      { '1': '优选广告位', '6': '上下滑大屏广告' },
    );
    expect(diff).toEqual([
      {
        field: 'audience',
        label: '定向',
        before: '性别：不限；年龄：不限',
        after: '性别：男；年龄：18-23岁、24-30岁',
      },
      {
        field: 'placements',
        label: '广告位',
        before: '优选广告位',
        after: '上下滑大屏广告、优选广告位',
      },
      { field: 'schedule', label: '投放时段', before: '全天投放', after: '每周 2 小时' },
    ]);
  });

  it('sees no change in the same placements in another order or the same audience', () => {
    const same = diffEdit(unit, unitBefore, {
      audience: { gender: 'NONE', age: [] },
      placements: [1],
      schedule: '0'.repeat(336),
    });
    expect(same).toEqual([]);
  });

  it('previews, compares and checks the regions of an Ocean Engine audience', () => {
    const none: RegionTargeting = { district: 'NONE', city: [], location_type: 'ALL' };
    const cities: RegionTargeting = { district: 'CITY', city: [44, 11], location_type: 'HOME' };
    const withRegion = {
      ...unitBefore,
      audience: { gender: 'NONE' as const, age: [], region: none },
    };
    expect(project.regions).toBe(true);
    expect(
      diffEdit(project, withRegion, { audience: { gender: 'NONE', age: [], region: cities } }),
    ).toEqual([
      {
        field: 'audience',
        label: '定向',
        before: '性别：不限；年龄：不限；地域：不限',
        after: '性别：不限；年龄：不限；地域：广东省、北京市（居住在该地区的用户）',
      },
    ]);
    // Leftover cities under 不限 and an audience sent without regions change nothing.
    expect(
      diffEdit(project, withRegion, {
        audience: { gender: 'NONE', age: [], region: { ...none, city: [44] } },
      }),
    ).toEqual([]);
    expect(diffEdit(project, withRegion, { audience: { gender: 'NONE', age: [] } })).toEqual([]);
    const refused = (region: object, definition = project) =>
      checkEditValues(
        definition,
        withRegion,
        { audience: { gender: 'NONE', age: [], region: region as RegionTargeting } },
        context,
      );
    expect(refused({ ...cities, city: [44, 440100, 99] })).toEqual([
      {
        field: 'audience',
        message: '地域编码不存在：99；已选择「广东省」全省，不能再单独选择其下的城市：广州市',
      },
    ]);
    expect(refused(cities)).toEqual([]);
    expect(refused(cities, { ...unit, regions: false })).toEqual([
      { field: 'audience', message: '广告组不支持修改地域' },
    ]);
    // Each medium's own users' kinds: Kuaishou has no 旅行 users.
    expect(refused({ ...cities, location_type: 'TRAVEL' }, unit)).toEqual([
      { field: 'audience', message: '该媒体不支持所选的地域用户类型' },
    ]);
  });

  it('refuses no placement where the medium needs one, and an unknown one', () => {
    expect(checkEditValues(unit, unitBefore, { placements: [] }, context)).toEqual([
      { field: 'placements', message: '请选择广告位' },
    ]);
    expect(
      checkEditValues(adgroup, unitBefore, { placements: ['SITE_SET_NOPE'] }, context),
    ).toEqual([{ field: 'placements', message: '广告位不正确：SITE_SET_NOPE' }]);
  });

  it('refuses a half-hour slot on Kuaishou, naming it, and takes whole hours', () => {
    expect(checkEditValues(unit, unitBefore, { schedule: hourly }, context)).toEqual([]);
    expect(checkEditValues(unit, unitBefore, { schedule: halfHour }, context)).toEqual([
      {
        field: 'schedule',
        message:
          '快手投放时段只能按整点设置：周一 10:00–10:30 只选了半小时，请选满或取消 10:00–11:00',
      },
    ]);
  });
});

describe('a creative’s materials and titles', () => {
  const ksCreative = must('editKs', 'creative');
  const dynamicCreative = must('editQqV3', 'dynamic_creative');
  const v2Creative = must('editTt', 'creative');
  const onMedium = (id: string, kind: EditMaterial['kind'] = 'video'): EditMaterial => ({
    kind,
    media_file_id: id,
    file_id: null,
    name: `${kind} ${id}`,
    thumb_url: null,
  });
  const fromLibrary = (fid: number): EditMaterial => ({
    kind: 'video',
    media_file_id: null,
    file_id: fid,
    name: `素材${fid}.mp4`,
    thumb_url: null,
  });
  const creativeBefore: EditValues = {
    ...before,
    materials: [onMedium('v1'), onMedium('v2')],
    titles: ['原来的广告标题一'],
  };
  const check = (d: EditDefinition, after: Partial<EditValues>) =>
    checkEditValues(d, creativeBefore, after, context).map((e) => e.message);

  it('takes each family’s limits from the creation definitions', () => {
    expect(promotion.fields).toEqual(['name', 'budget', 'cpaBid', 'materials', 'titles']);
    expect(promotion.creative).toMatchObject({
      materialsMax: 10,
      titlesMax: 10,
      medium: 'bytedance',
    });
    // A custom Kuaishou creative shows one file and one description.
    expect(ksCreative).toMatchObject({ family: 'kuaishou', level: 'creative', label: '创意' });
    expect(ksCreative.creative).toMatchObject({ materialsMax: 1, titlesMax: 1 });
    expect(dynamicCreative).toMatchObject({
      family: 'tencent',
      mirrorLevel: 'creative',
      nameMax: 60,
    });
    expect(dynamicCreative.creative).toMatchObject({ materialsMax: 10, titlesMax: 10 });
    // A v2 custom creative keeps its file: its title is what changes.
    expect(v2Creative.fields).toEqual(['titles']);
    expect(v2Creative.creative).toMatchObject({ titlesMin: 1, titlesMax: 1 });
  });

  it('previews the files and titles before → after, by their names', () => {
    const diff = diffEdit(promotion, creativeBefore, {
      materials: [onMedium('v1'), fromLibrary(7)],
      titles: ['原来的广告标题一', '新的广告标题二号'],
    });
    expect(diff).toEqual([
      {
        field: 'materials',
        label: '素材',
        before: '2 个：video v1、video v2',
        after: '2 个：video v1、素材7.mp4',
      },
      {
        field: 'titles',
        label: '标题',
        before: '原来的广告标题一',
        after: '原来的广告标题一 | 新的广告标题二号',
      },
    ]);
    // The same files and titles, spaces aside, change nothing.
    expect(
      diffEdit(promotion, creativeBefore, {
        materials: [onMedium('v1'), onMedium('v2')],
        titles: [' 原来的广告标题一 '],
      }),
    ).toEqual([]);
  });

  it('accepts files and titles within the limits', () => {
    expect(check(promotion, { materials: [fromLibrary(1)], titles: ['一二三四五'] })).toEqual([]);
    expect(check(ksCreative, { materials: [onMedium('p9')], titles: ['好'] })).toEqual([]);
    expect(check(dynamicCreative, { titles: ['ab'] })).toEqual([]);
  });

  it.each([
    ['no file', promotion, { materials: [] }, '请至少选择 1 个素材'],
    [
      '11 files',
      promotion,
      { materials: Array.from({ length: 11 }, (_, i) => fromLibrary(i + 1)) },
      '广告最多 10 个素材（当前 11）',
    ],
    [
      'two files on a Kuaishou creative',
      ksCreative,
      { materials: [onMedium('a'), onMedium('b')] },
      '创意最多 1 个素材',
    ],
    ['a file twice', promotion, { materials: [onMedium('v1'), onMedium('v1')] }, '素材不能重复'],
    ['no title', promotion, { titles: [] }, '请至少填写 1 个标题'],
    ['a short Ocean Engine title', promotion, { titles: ['四个字呢'] }, '标题「四个字呢」'],
    ['a long Kuaishou description', ksCreative, { titles: ['字'.repeat(31)] }, '标题「'],
    ['a title twice', dynamicCreative, { titles: ['同一个标题', ' 同一个标题'] }, '标题不能重复'],
    [
      'two titles on a v2 creative',
      v2Creative,
      { titles: ['第一个标题呀', '第二个标题呀'] },
      '创意最多 1 个标题',
    ],
    [
      '11 Tencent titles',
      dynamicCreative,
      { titles: Array.from({ length: 11 }, (_, i) => `标题${i}`) },
      '最多 10 个标题',
    ],
  ] as const)('refuses %s', (_, definition, after, message) => {
    const errors = check(definition, after as Partial<EditValues>);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('refuses files and titles where the page edits none', () => {
    expect(check(must('editKs', 'unit'), { titles: ['x'] })).toEqual([]);
    expect(check({ ...promotion, creative: undefined }, { titles: ['新的广告标题'] })).toEqual([
      '广告不支持修改标题',
    ]);
  });
});

describe('the legacy families (Ocean Engine v2 ad, Tencent v1.3 adgroup)', () => {
  const legacyFields = ['name', 'budget', 'cpaBid', 'endDate', 'audience', 'schedule'];

  it('edit what their update calls take, on both routes of each, and no placements', () => {
    for (const [route, type] of [
      ['editTt', 'ad'],
      ['edit', 'ad'],
      ['editQq', 'adgroup'],
      ['editQqV2', 'adgroup'],
    ] as const) {
      const d = must(route, type);
      expect(d.fields, `${route}/${type}`).toEqual(legacyFields);
      expect(d.placements, `${route}/${type}`).toBeUndefined();
    }
    expect(must('editTt', 'creative').fields).toEqual(['titles']);
  });

  it('counts a Chinese character as two in an Ocean Engine v2 name, not in a Tencent one', () => {
    const ad = must('editTt', 'ad');
    expect(checkEditValues(ad, before, { name: '计'.repeat(50) }, context)).toEqual([]);
    expect(checkEditValues(ad, before, { name: `${'计'.repeat(50)}a` }, context)).toEqual([
      { field: 'name', message: '计划名称不能超过100个字符（一个中文算2个字符）' },
    ]);
    expect(checkEditValues(ad, before, { name: 'a'.repeat(100) }, context)).toEqual([]);
    const adgroup = must('editQqV2', 'adgroup');
    expect(checkEditValues(adgroup, before, { name: '计'.repeat(120) }, context)).toEqual([]);
  });

  it('ignores placements on a family whose call takes none', () => {
    const ad = must('editTt', 'ad');
    expect(diffEdit(ad, before, { placements: ['INVENTORY_FEED'] })).toEqual([]);
  });
});
