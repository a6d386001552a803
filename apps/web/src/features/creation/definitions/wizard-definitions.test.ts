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
});
