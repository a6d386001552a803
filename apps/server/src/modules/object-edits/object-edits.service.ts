import {
  CREATION_MEDIUM_KEYS,
  levelIdKey,
  type EditFieldValues,
  type EditObjectAnswer,
  type EditSaveAnswer,
  type EditValuesBody,
} from '@toufang/contracts';
import {
  checkEditValues,
  diffEdit,
  EDIT_FIELD_LABELS,
  EDIT_NO_CHANGE_MESSAGE,
  END_DATE_FORMAT_MESSAGE,
  findEditDefinition,
  normalizeTitle,
  preparePromotionForSave,
  prepareProjectForSave,
  shanghaiDate,
  unsupportedEditMessage,
  type EditDefinition,
  type EditDiffRow,
  type EditField,
  type EditMaterial,
  type EditValues,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MirrorSource } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import {
  writeTaskName,
  type MediumFile,
  type MediumWrites,
  type ObjectState,
  type ValueChange,
} from '../../media/medium-writes';
import type { createMaterialPusher } from '../material-push/material-push-task';
import type { MaterialPushRepository } from '../material-push/material-push.repository';
import { scopeOf } from '../materials/material-scope';
import type { MaterialFileRecord, MaterialsRepository } from '../materials/materials.repository';
import type { DeliveryMirrorRepository } from '../delivery-updates/delivery-mirror.repository';
import type { DeliveryUpdatesService } from '../delivery-updates/delivery-updates.service';
import type { InlineWrites } from '../delivery-updates/inline-writes';
import { moneyChange } from '../delivery-updates/row-checks';
import type { WriteDef } from '../delivery-updates/write-table';

// The edit pages (spec 002 §2, §4; docs/architecture/creation.md "Edit pages"): one service over
// the edit definitions of packages/domain. An object is read from its medium (and the mirror
// refreshed with what the medium answered); a save checks the changed fields (the definition's
// limits, then the medium's budget rules of the delivery screens' write tables), applies spec 001
// §5 "Saving a project" to Ocean Engine projects and promotions, and sends each field through the
// delivery screens' write path: the task type `${medium}.${level}.${field}` run inline, which
// reads the object back, updates the mirror and records the change history. A creative's files
// from the library are pushed to the account first (creation's pusher, recorded as pushes).

const FEN = 100;

export interface ObjectEditsDeps {
  updates: DeliveryUpdatesService;
  mirror: DeliveryMirrorRepository;
  inline: InlineWrites;
  writes: Partial<Record<MirrorSource, MediumWrites>>;
  tokens: (source: MirrorSource, advertiserId: string) => Promise<TokenSource>;
  tables: readonly WriteDef[];
  clock: Clock;
  /** The library files a creative's new files come from, and their pushes to the account. */
  files: Pick<MaterialsRepository, 'findFiles'>;
  pushes: Pick<MaterialPushRepository, 'libraryFilesOf'>;
  pusher: Pick<ReturnType<typeof createMaterialPusher>, 'push'>;
}

interface Loaded {
  definition: EditDefinition;
  advertiserId: string;
  state: ObjectState;
  projectCustom: 'ON' | 'OFF' | null;
  /** The library files the creative's files were pushed from, by the medium's id. */
  library: Map<string, { fileId: number; name: string }>;
  /** Where our mirror held another value than the medium answered: the mirror was stale. */
  mirrorChanges: EditDiffRow[];
  /** The ad's creative list is custom or live, changed where it was made (spec 002 §4). */
  creativeListElsewhere: boolean;
}

const KIND_LABEL = { video: '视频', image: '图片' } as const;

/** A creative's files as the page shows them: the library's name where a push put it there. */
function editMaterialsOf(
  files: readonly MediumFile[],
  library: Map<string, { fileId: number; name: string }>,
): EditMaterial[] {
  return files.map((f) => {
    const known = library.get(f.id);
    return {
      kind: f.kind,
      media_file_id: f.id,
      file_id: known?.fileId ?? null,
      name: known?.name ?? `${KIND_LABEL[f.kind]} ${f.id}`,
      thumb_url: null,
    };
  });
}

const yuan = (fen: number | null) => (fen === null ? null : fen / FEN);

/** The live values of the keys the mirror held. */
const pick = (live: EditValues, keys: Partial<EditValues>): Partial<EditValues> =>
  Object.fromEntries(Object.keys(keys).map((k) => [k, live[k as keyof EditValues]]));

/** The edit values of an object as the medium has it. */
export function valuesOf(
  state: ObjectState,
  definition?: EditDefinition,
  library: Map<string, { fileId: number; name: string }> = new Map(),
): EditValues {
  return {
    name: state.name ?? null,
    budget: state.budgetMode === 'BUDGET_MODE_INFINITE' ? null : yuan(state.budgetFen),
    cpaBid: yuan(state.cpaBidFen),
    endDate: state.scheduleType === 'SCHEDULE_START_END' ? state.endDate : null,
    audience: state.audience ?? null,
    placements: placementsOf(definition, state.placements ?? null),
    schedule: state.scheduleTime ?? null,
    materials: state.materials ? editMaterialsOf(state.materials, library) : null,
    titles: state.titles ?? null,
  };
}

/** Placements as the wizard's field takes them (Kuaishou scene ids are numbers there). */
function placementsOf(
  definition: EditDefinition | undefined,
  placements: string[] | null,
): (string | number)[] | null {
  const values = definition?.placements?.values;
  if (placements === null || !values) return placements;
  return placements.map((p) => values.find((v) => String(v) === p) ?? p);
}

export class ObjectEditsService {
  constructor(private readonly deps: ObjectEditsDeps) {}

  /** The definition of a route and type, or a Chinese refusal naming what the route edits. */
  definition(route: string, type: string): EditDefinition {
    const definition = findEditDefinition(route, type);
    if (!definition) {
      throw new AppError('VALIDATION_FAILED', { details: [unsupportedEditMessage(route, type)] });
    }
    return definition;
  }

  async load(auth: AuthContext, route: string, type: string, id: string) {
    return this.answer(await this.read(auth, this.definition(route, type), id));
  }

  async save(
    auth: AuthContext,
    route: string,
    type: string,
    id: string,
    body: EditValuesBody,
  ): Promise<EditSaveAnswer> {
    const loaded = await this.read(auth, this.definition(route, type), id);
    const { definition, advertiserId, state } = loaded;
    const before = valuesOf(state, definition, loaded.library);
    const after = this.prepared(loaded, body);
    const today = shanghaiDate(this.deps.clock.now());
    const refused = checkEditValues(definition, before, after, {
      today,
      startDate: state.startDate,
    });
    if (refused.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        details: refused.map((e) => `${EDIT_FIELD_LABELS[e.field]}：${e.message}`),
      });
    }
    const diff = diffEdit(definition, before, after);
    if (diff.length === 0) {
      throw new AppError('VALIDATION_FAILED', { details: [EDIT_NO_CHANGE_MESSAGE] });
    }
    const changes: { field: EditField; change: ValueChange }[] = [];
    const problems: string[] = [];
    const newFiles = await this.libraryFiles(auth, definition, after.materials ?? []);
    problems.push(...newFiles.problems);
    for (const { field } of diff) {
      if (field === 'materials') continue;
      const planned = await this.plan(loaded, field, after);
      if (planned.ok) changes.push({ field, change: planned.change });
      else problems.push(`${EDIT_FIELD_LABELS[field]}：${planned.message}`);
    }
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { details: problems });

    const updated: string[] = [];
    const errors: EditSaveAnswer['errors'] = [];
    if (diff.some((d) => d.field === 'materials')) {
      // Library files go to the account first; a file that cannot be pushed fails the field.
      const pushed = await this.pushed(loaded, after.materials ?? [], newFiles.records);
      if (pushed.ok) {
        changes.unshift({
          field: 'materials',
          change: { field: 'materials', materials: pushed.files },
        });
      } else errors.push({ field: 'materials', message: pushed.message });
    }
    const mirrorBefore = (
      await this.deps.mirror.snapshots(definition.family, definition.mirrorLevel, [id])
    ).get(id);
    for (const { field, change } of changes) {
      const result = await this.deps.inline.run(
        writeTaskName(definition.family, definition.level, change.field),
        auth.userId,
        // The history's before: the mirror row as just refreshed, with the name, audience and
        // placements read with it.
        {
          change,
          before: {
            ...mirrorBefore,
            name: state.name ?? null,
            ...(state.audience === undefined ? {} : { audience: state.audience }),
            ...(state.placements === undefined ? {} : { placements: state.placements }),
            ...(state.materials === undefined ? {} : { materials: state.materials }),
            ...(state.titles === undefined ? {} : { titles: state.titles }),
          },
        },
        {
          medium: definition.family,
          advertiserId,
          objectType: definition.level,
          objectId: id,
        },
      );
      if (result.ok) updated.push(field);
      else errors.push({ field, message: result.message });
    }
    const object = this.answer(await this.read(auth, definition, id));
    return { updated, errors, object };
  }

  /**
   * The body's values of the definition's fields, as spec 001 §5 "Saving a project" has them sent:
   * dates as YYYY-MM-DD (prepareProjectForSave); a promotion whose project sets the bid
   * (project_custom ON) sends no bid (preparePromotionForSave).
   */
  private prepared(loaded: Loaded, body: EditValuesBody): Partial<EditValues> {
    const { definition, state, projectCustom } = loaded;
    const after: Partial<EditValues> = {};
    for (const field of definition.fields) {
      if (field in body) Object.assign(after, { [field]: body[field] ?? null });
    }
    if (definition.saveRules === 'project') {
      const endTime = after.endDate;
      try {
        const { project } = prepareProjectForSave({
          name: after.name,
          delivery_setting: {
            start_time: state.startDate,
            end_time: endTime,
            project_custom: projectCustom,
          },
        });
        if ('endDate' in after) after.endDate = project.delivery_setting?.end_time ?? null;
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        throw new AppError('VALIDATION_FAILED', {
          details: [`${EDIT_FIELD_LABELS.endDate}：${END_DATE_FORMAT_MESSAGE}`],
        });
      }
    }
    if (definition.saveRules === 'promotion') {
      const promotion = preparePromotionForSave(
        { ...(after.cpaBid === undefined ? {} : { cpa_bid: after.cpaBid }) },
        { delivery_setting: { project_custom: projectCustom } },
      );
      if (!('cpa_bid' in promotion)) delete after.cpaBid;
    }
    return after;
  }

  /** One changed field as the change its write sends, checked by the medium's own rules. */
  private async plan(
    loaded: Loaded,
    field: EditField,
    after: Partial<EditValues>,
  ): Promise<{ ok: true; change: ValueChange } | { ok: false; message: string }> {
    const { definition, advertiserId, state } = loaded;
    switch (field) {
      case 'materials':
        return { ok: false, message: '素材随推送一并写入' };
      case 'titles':
        return {
          ok: true,
          change: { field: 'titles', titles: (after.titles ?? []).map(normalizeTitle) },
        };
      case 'name':
        return { ok: true, change: { field: 'name', name: (after.name ?? '').trim() } };
      case 'audience': {
        const audience = after.audience ?? { gender: 'NONE', age: [] };
        // An audience sent without regions keeps the object's picked regions (Kuaishou's `target`
        // is written whole). An object without picked regions is sent none, so what the medium
        // holds beyond them (Tencent's location types of an unrestricted adgroup) stays as it is.
        const current = state.audience?.region;
        const kept = definition.regions
          ? (audience.region ?? (current?.district === 'NONE' ? undefined : current))
          : undefined;
        return {
          ok: true,
          change: { field: 'audience', audience: kept ? { ...audience, region: kept } : audience },
        };
      }
      case 'placements':
        return {
          ok: true,
          change: { field: 'placements', placements: (after.placements ?? []).map(String) },
        };
      case 'schedule': {
        const mask = after.schedule ?? '';
        return {
          ok: true,
          change: {
            field: 'weekSchedule',
            // None selected is all day, sent as all 1 (Tencent refuses an all-0 time_series).
            scheduleTime: /^[01]{336}$/.test(mask) && mask.includes('1') ? mask : '1'.repeat(336),
            scene: 'REALTIME',
          },
        };
      }
      case 'cpaBid': {
        if (!definition.bidRule) return { ok: false, message: '不支持修改出价' };
        const checked = moneyChange('cpaBid', after.cpaBid ?? null, definition.bidRule);
        return checked.ok ? { ok: true, change: checked.value } : checked;
      }
      case 'endDate':
        return {
          ok: true,
          change:
            after.endDate === null || after.endDate === undefined
              ? { field: 'endTime', scheduleType: 'SCHEDULE_FROM_NOW', endDate: null }
              : { field: 'endTime', scheduleType: 'SCHEDULE_START_END', endDate: after.endDate },
        };
      case 'budget': {
        // The delivery screens' budget entry of the level: its check holds the change to the
        // medium's rules (smallest change, today's spend, changes a day).
        const table = this.deps.tables.find(
          (d) =>
            d.medium === definition.family &&
            d.level === definition.level &&
            d.fields.includes('budget'),
        );
        if (!table) return { ok: false, message: '不支持修改预算' };
        const input = {
          advertiser_id: advertiserId,
          [levelIdKey(definition.level)]: state.id,
          budget_mode: 'BUDGET_MODE_DAY',
          budget: after.budget,
        };
        const parsed = table.body.safeParse({ items: [input] });
        if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
        const { planned, refused } = await this.deps.updates.checkRows(
          table,
          table.rows(parsed.data),
        );
        const [first] = planned;
        if (refused[0]) return { ok: false, message: refused[0].error_message };
        const change = (first?.row.request as { change?: ValueChange } | undefined)?.change;
        return change ? { ok: true, change } : { ok: false, message: '不支持修改预算' };
      }
    }
  }

  /**
   * The library files among a creative's new files, each checked as creation checks them: visible
   * to the caller, approved, taken by the medium, of the kind named.
   */
  private async libraryFiles(
    auth: AuthContext,
    definition: EditDefinition,
    materials: readonly EditMaterial[],
  ): Promise<{ records: Map<number, MaterialFileRecord>; problems: string[] }> {
    const wanted = materials.filter((m) => m.media_file_id === null && m.file_id !== null);
    const ids = wanted.map((m) => m.file_id ?? 0);
    const records = new Map(
      (await this.deps.files.findFiles(ids, scopeOf(auth))).map((f) => [f.id, f]),
    );
    const medium = CREATION_MEDIUM_KEYS[definition.family];
    const label = EDIT_FIELD_LABELS.materials;
    const problems = wanted.flatMap((m) => {
      const file = records.get(m.file_id ?? 0);
      if (!file) return [`${label}：素材「${m.name}」不存在或无权使用`];
      if (file.kind !== m.kind) return [`${label}：素材「${file.name}」的类型不正确`];
      if (!file.media.includes(medium)) return [`${label}：素材「${file.name}」该媒体不支持`];
      if (file.reviewStatus !== 'approved') {
        return [`${label}：素材「${file.name}」未审核通过，不能使用`];
      }
      return [];
    });
    return { records, problems };
  }

  /** The creative's files as the medium's ids, pushing the library files the account lacks. */
  private async pushed(
    loaded: Loaded,
    materials: readonly EditMaterial[],
    records: Map<number, MaterialFileRecord>,
  ): Promise<{ ok: true; files: MediumFile[] } | { ok: false; message: string }> {
    const { definition, advertiserId, state } = loaded;
    const medium = CREATION_MEDIUM_KEYS[definition.family];
    const current = new Map((state.materials ?? []).map((f) => [f.id, f]));
    const files: MediumFile[] = [];
    for (const m of materials) {
      if (m.media_file_id !== null) {
        files.push(current.get(m.media_file_id) ?? { kind: m.kind, id: m.media_file_id });
        continue;
      }
      const file = records.get(m.file_id ?? 0);
      if (!file) return { ok: false, message: `素材「${m.name}」不存在或无权使用` };
      const kind = file.kind === 'video' ? 'video' : 'image';
      const outcome = await this.deps.pusher.push(
        {
          fileId: file.id,
          md5: file.md5,
          sha256: file.sha256,
          name: file.name,
          kind,
          format: file.format,
          width: file.width,
          height: file.height,
          kuaishouType: 0,
        },
        { fileId: file.id, md5: file.md5, medium, advertiserId },
        null,
      );
      if (outcome.status !== 'succeeded' || !outcome.result) {
        const reason = outcome.status === 'succeeded' ? '' : (outcome.message ?? '');
        return { ok: false, message: `素材「${file.name}」推送失败：${reason}` };
      }
      const vertical =
        file.width !== null && file.height !== null ? file.height > file.width : undefined;
      files.push({
        kind,
        id: outcome.result.media_file_id,
        ...(outcome.result.cover_id ? { coverId: outcome.result.cover_id } : {}),
        ...(vertical === undefined ? {} : { vertical }),
      });
    }
    return { ok: true, files };
  }

  /** The object read from its medium, in the caller's scope; the mirror takes what was read. */
  private async read(auth: AuthContext, definition: EditDefinition, id: string): Promise<Loaded> {
    const { family, mirrorLevel, level, label } = definition;
    const owners = await this.deps.mirror.advertisersOf(family, mirrorLevel, [id]);
    const advertiserId = owners.get(id);
    if (advertiserId === undefined) throw notFound(`${label}${id}`);
    await this.deps.updates.requireInScope(auth, family, [advertiserId]);
    const writes = this.deps.writes[family];
    if (!writes) throw notFound(`${label}${id}`);
    const token = await this.deps.tokens(family, advertiserId);
    const [state] = await writes.readStates(level, token, advertiserId, [id]);
    if (!state || state.deleted) throw notFound(`${label}${id}`);
    const mirrored = await this.mirrored(definition, id);
    await this.deps.mirror.settings(family, mirrorLevel, advertiserId, [state]);
    const snapshot = (await this.deps.mirror.snapshots(family, mirrorLevel, [id])).get(id);
    const library = await this.deps.pushes.libraryFilesOf(
      CREATION_MEDIUM_KEYS[family],
      advertiserId,
      (state.materials ?? []).map((f) => f.id),
    );
    const live = valuesOf(state, definition, library);
    const list = definition.creativeListElsewhere
      ? await writes.creativeListOf?.(token, advertiserId, id)
      : undefined;
    return {
      definition,
      advertiserId,
      state,
      projectCustom: snapshot?.projectCustom ?? null,
      library,
      mirrorChanges: diffEdit(definition, { ...live, ...mirrored }, pick(live, mirrored)),
      creativeListElsewhere: list === 'custom' || list === 'live',
    };
  }

  /**
   * The name, budget and bid of the object as our mirror held them before this read (the fields
   * every sync keeps; a level without them, a creative, has none).
   */
  private async mirrored(definition: EditDefinition, id: string): Promise<Partial<EditValues>> {
    const { family, mirrorLevel } = definition;
    if (mirrorLevel === 'creative') return {};
    const [snapshot, names] = await Promise.all([
      this.deps.mirror.snapshots(family, mirrorLevel, [id]).then((m) => m.get(id)),
      this.deps.mirror.names(family, mirrorLevel, [id]),
    ]);
    const out: Partial<EditValues> = {};
    const name = names.get(id);
    if (name) out.name = name;
    if (snapshot?.budgetFen !== undefined && snapshot.budgetMode != null) {
      out.budget = snapshot.budgetMode === 'BUDGET_MODE_INFINITE' ? null : yuan(snapshot.budgetFen);
    }
    if (snapshot?.cpaBidFen != null) out.cpaBid = yuan(snapshot.cpaBidFen);
    return out;
  }

  private answer(loaded: Loaded): EditObjectAnswer {
    const { definition: d, advertiserId, state, projectCustom, library } = loaded;
    const values: EditFieldValues = valuesOf(state, d, library);
    const rule = d.creative;
    return {
      route: d.route,
      type: d.type,
      id: state.id,
      advertiser_id: advertiserId,
      label: d.label,
      fields: [...d.fields],
      values,
      start_date: state.startDate,
      project_custom: projectCustom,
      creative_list_elsewhere: loaded.creativeListElsewhere,
      shown: state.shown ?? [],
      mirror_changes: loaded.mirrorChanges,
      name_max: d.nameMax,
      budget_rule: d.budgetRule ? { min: d.budgetRule.min, max: d.budgetRule.max } : null,
      bid_rule: d.bidRule ? { min: d.bidRule.min, max: d.bidRule.max } : null,
      creative_rule: rule
        ? {
            kinds: [...rule.kinds],
            materials_min: rule.materialsMin,
            materials_max: rule.materialsMax,
            titles_min: rule.titlesMin,
            titles_max: rule.titlesMax,
            title_medium: CREATION_MEDIUM_KEYS[rule.medium],
          }
        : null,
    };
  }
}
