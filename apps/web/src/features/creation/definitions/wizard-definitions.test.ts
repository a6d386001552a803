import { KEYWORD_LIMITS, type BaseItem, type CreationMedium } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import type { WizardDefinition } from '../wizard/wizard-definition';
import { WIZARD_STEP_KINDS } from '../wizard/wizard-definition';
import { defaultValues, toDraft } from '../wizard/wizard-values';
import { BYTEDANCE_V2_WIZARD } from './bytedance-v2-wizard';
import { BYTEDANCE_WIZARD } from './bytedance-wizard';
import { KUAISHOU_WIZARD } from './kuaishou-wizard';
import { TENCENT_V2_WIZARD } from './tencent-v2-wizard';
import { TENCENT_WIZARD } from './tencent-wizard';
import { packageRegion } from '../pickers/account-asset-kinds';
import { regionSummary } from '../wizard/steps/preview-step';
import { valueAt } from './shared-fields';

const WIZARDS: readonly WizardDefinition[] = [
  BYTEDANCE_WIZARD,
  KUAISHOU_WIZARD,
  TENCENT_WIZARD,
  BYTEDANCE_V2_WIZARD,
  TENCENT_V2_WIZARD,
];

const KEYWORD_MEDIA = Object.keys(KEYWORD_LIMITS) as CreationMedium[];

const BASE: BaseItem = {
  id: 9,
  medium: 'bytedance',
  kind: 'app',
  name: '测试基础',
  gad_cfg_game_id: 3,
  game_name: '测试游戏',
  platform: 'APP_ANDROID',
  app_id: 77,
  app_name: '测试应用',
  package_name: 'com.example.game',
  mini_program_type: null,
  mini_program_id: null,
  start_path: null,
  download_url: 'https://example.com/game.apk',
  click_url: '',
  impression_url: null,
  created_by: null,
  created_at: '2026-11-01 10:00:00',
  updated_at: '2026-11-01 10:00:00',
};

describe.each(WIZARDS.map((definition) => [definition.medium, definition] as const))(
  'the %s wizard definition',
  (medium, definition) => {
    const defaults = defaultValues(medium);
    const groups = [
      ...definition.level1,
      ...definition.level2,
      ...definition.creative,
      ...definition.rules,
    ];

    it('names only fields its draft has, each once', () => {
      // The per-account pickers share `account_picks`, each its own keys of every account's pick.
      const names = groups.flatMap((group) =>
        group.fields.map(
          (field) => `${field.name.join('.')}${field.asset ? `:${field.asset}` : ''}`,
        ),
      );
      const missing = groups
        .flatMap((group) => group.fields)
        .filter((field) => valueAt(defaults, field.name) === undefined)
        .filter((field) => {
          // Fields whose default is null are in the draft all the same.
          const parent = valueAt(defaults, field.name.slice(0, -1)) as Record<string, unknown>;
          return !(String(field.name.at(-1)) in parent);
        })
        .map((field) => field.name.join('.'));
      expect(missing).toEqual([]);
      expect(new Set(names).size).toBe(names.length);
    });

    it('offers each choice’s default among its options', () => {
      const wrong = groups
        .flatMap((group) => group.fields)
        .filter((field) => field.options !== undefined && field.kind !== 'checks')
        .filter((field) => {
          const value = valueAt(defaults, field.name);
          return value !== null && !field.options?.some((option) => option.value === value);
        })
        .map((field) => field.name.join('.'));
      expect(wrong).toEqual([]);
    });

    it('checks only parts of its draft', () => {
      const parts = Object.keys(definition.schema.shape);
      for (const kind of WIZARD_STEP_KINDS)
        for (const part of definition.stepParts[kind] ?? []) expect(parts).toContain(part);
    });

    it('shows a keyword picker only where the medium takes keywords, and only on a search ad', () => {
      const pickers = groups.flatMap((group) => group.fields).filter((f) => f.kind === 'keywords');
      const takes = KEYWORD_MEDIA.includes(medium);
      expect(pickers).toHaveLength(takes ? 1 : 0);
      for (const picker of pickers) {
        expect(picker.keywords?.medium).toBe(medium);
        expect(valueAt(defaults, picker.keywords?.appName ?? [])).toBe('');
        // The defaults are a feed ad: the picker is hidden until 搜索 is chosen.
        expect(picker.visible?.(defaults)).toBe(false);
      }
    });

    it('fills the app from a chosen conversion base', () => {
      const filled = toDraft(definition.applyBase(defaults, BASE)) as unknown as Record<
        string,
        unknown
      >;
      expect(JSON.stringify(filled)).toContain('https://example.com/game.apk');
      expect(definition.schema.shape).toHaveProperty('convert');
    });
  },
);

describe('regions (地域)', () => {
  const regionFields = (d: WizardDefinition) =>
    [...d.level1, ...d.level2].flatMap((g) => g.fields).filter((f) => f.kind === 'regions');

  it("are in every wizard's targeting with the medium's definition, 不限 in the preview", () => {
    const fields = (d: WizardDefinition) =>
      regionFields(d).map((f) => [f.name.join('.'), f.regionMedium]);
    expect(fields(BYTEDANCE_WIZARD)).toEqual([['project.audience.region', 'bytedance']]);
    expect(fields(BYTEDANCE_V2_WIZARD)).toEqual([['ad.audience.region', 'bytedance']]);
    expect(fields(KUAISHOU_WIZARD)).toEqual([['targets.region', 'kuaishou']]);
    expect(fields(TENCENT_WIZARD)).toEqual([['adgroup.targeting.region', 'tencent']]);
    expect(fields(TENCENT_V2_WIZARD)).toEqual([['adgroup.targeting.region', 'tencent']]);
    for (const d of [
      BYTEDANCE_WIZARD,
      BYTEDANCE_V2_WIZARD,
      KUAISHOU_WIZARD,
      TENCENT_WIZARD,
      TENCENT_V2_WIZARD,
    ])
      expect(regionSummary(d, defaultValues(d.medium))).toBe('地域：不限');
    expect(
      regionSummary(KUAISHOU_WIZARD, {
        targets: { region: { district: 'CITY', city: [31], location_type: 'HOME' } },
      }),
    ).toBe('地域：上海市（居住在该地区的用户）');
    const draft = {
      ad: { audience: { region: { district: 'CITY', city: [44, 11], location_type: 'TRAVEL' } } },
    };
    expect(regionSummary(BYTEDANCE_V2_WIZARD, draft)).toBe(
      '地域：广东省、北京市（到该地区旅行的用户）',
    );
  });

  it("previews a picked 定向包's regions where the Tencent draft leaves regions 不限", () => {
    // A package listed by targetings/get: its regions by Tencent's ids, kept in our codes.
    const listed = {
      targeting_id: 7,
      targeting_name: '华南包',
      targeting: { geo_location: { regions: [440000, 110000], location_types: ['LIVE_IN'] } },
    };
    const region = packageRegion(listed);
    expect(region).toEqual({ district: 'CITY', city: [44, 11], location_type: 'HOME' });
    expect(packageRegion({ targeting_id: 7, targeting_region: region })).toEqual(region);
    expect(packageRegion({ targeting_id: 8, targeting: {} })).toMatchObject({ district: 'NONE' });
    for (const d of [TENCENT_WIZARD, TENCENT_V2_WIZARD]) {
      const draft = {
        ...(defaultValues(d.medium) as Record<string, unknown>),
        accounts: ['1001', '1002', '1003'],
        account_picks: {
          '1001': { targeting_id: 7, targeting_name: '华南包', targeting_region: region },
          '1003': { targeting_id: 9, targeting_name: '旧包', targeting_region: null },
        },
      };
      expect(regionSummary(d, draft)).toBe(
        '地域：账户 1001 定向包「华南包」广东省、北京市（居住在该地区的用户）；账户 1002 不限；' +
          '账户 1003 定向包「旧包」以定向包为准',
      );
      // The draft's own regions replace every package's.
      const own = structuredClone(draft) as unknown as {
        adgroup: { targeting: { region: unknown } };
      };
      own.adgroup.targeting.region = { district: 'CITY', city: [31], location_type: 'ALL' };
      expect(regionSummary(d, own)).toBe('地域：上海市（该地区内的所有用户）');
    }
  });
});
