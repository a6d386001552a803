import {
  BASE_ABILITIES,
  pageInfo,
  ROLE_ADMIN,
  type BaseAppData,
  type BaseAppQuery,
  type BaseCreateAnswer,
  type BaseCreateFields,
  type BaseKind,
  type MiniProgramBaseCreateBodySchema,
  type MiniProgramType,
  type BaseLinkListData,
  type BaseListData,
  type BaseListQuery,
  type MediaRuleData,
  type MediaRuleProblem,
  type MediaRuleQuery,
} from '@toufang/contracts';
import {
  BASE_KIND_SHAPES,
  BASE_MEDIUM_SHAPES,
  BASE_PLATFORM_NAMES,
  baseProblems,
  miniProgramIdProblem,
  startPathProblem,
  buildLinks,
  type BaseField,
} from '@toufang/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { GameAppsRepository } from '../game-apps/game-apps.repository';
import { toBaseItem, toBaseLink } from './conversion-bases.mapper';
import type {
  BaseRecord,
  BaseScope,
  ConversionBasesRepository,
} from './conversion-bases.repository';

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);
const scopeOf = (auth: AuthContext): BaseScope =>
  isAdmin(auth) ? { all: true } : { all: false, userId: auth.userId };

/** The wire names of the base fields the rules speak of. */
const RULE_FIELDS: Readonly<Record<BaseField, MediaRuleProblem['field']>> = {
  platform: 'platform',
  name: 'name',
  downloadUrl: 'download_url',
  clickUrl: 'click_url',
  impressionUrl: 'impression_url',
};

/** A create of any kind: the fields of `createbase`, its kind and a mini program's own. */
type BaseMakeFields = BaseCreateFields & {
  kind: BaseKind;
  mini_program?: { type: MiniProgramType; id: string; startPath: string | null };
};

/** App states a base may not promote: the medium refused the app. */
const UNUSABLE_APP = new Set(['failed', 'rejected']);

export interface ConversionBasesDeps {
  repo: ConversionBasesRepository;
  games: Pick<GameAppsRepository, 'findGame' | 'assignedGameIds'>;
  clock: Clock;
}

/**
 * Conversion bases (spec 000 §2 `collect*`, spec 002 §7 `/amt/createbase`, `linkbase`,
 * `linklist`, `/link/refresh_url`; docs/architecture/conversion-bases.md). Every check happens
 * before anything is written: the game is in the caller's data scope, the app is that game's on
 * the medium and platform, the addresses pass the rules, and the game has no base there yet.
 */
export class ConversionBasesService {
  constructor(private readonly deps: ConversionBasesDeps) {}

  private async requireGame(auth: AuthContext, gadCfgGameId: number) {
    const game = await this.deps.games.findGame(gadCfgGameId);
    if (!game) throw notFound('游戏');
    if (!isAdmin(auth)) {
      const assigned = await this.deps.games.assignedGameIds(auth.userId);
      if (!assigned.includes(game.id)) {
        throw new AppError('GAME_OUT_OF_SCOPE', { params: { game: game.gameName } });
      }
    }
    return game;
  }

  /**
   * The base when the caller sees it: in the caller's data scope, and of a medium whose bases the
   * caller keeps (`BASE_ABILITIES`: a desktop-game base needs `tradition:linkbase`, the others
   * `amt:linkbase`); 转化基础不存在 otherwise.
   */
  async requireBase(auth: AuthContext, id: number): Promise<BaseRecord> {
    const base = await this.deps.repo.find(id, scopeOf(auth));
    if (!base || !auth.abilities.has(BASE_ABILITIES[base.medium])) throw notFound('转化基础');
    return base;
  }

  /** `/amt/createbase`, `/tradition/createbase`: a base for an app package (or a desktop client). */
  create(auth: AuthContext, body: BaseCreateFields): Promise<BaseCreateAnswer> {
    return this.make(auth, { ...body, kind: 'app' });
  }

  /** `/amt/non_stream_createbase`: a base whose app non-stream placements get as channel packages. */
  createNonStream(auth: AuthContext, body: BaseCreateFields): Promise<BaseCreateAnswer> {
    return this.make(auth, { ...body, kind: 'non_stream' });
  }

  /** `/amt/tt_mini_program_createbase`: an Ocean Engine base for a 抖音小程序 / 小游戏. */
  createMiniProgram(
    auth: AuthContext,
    body: z.output<typeof MiniProgramBaseCreateBodySchema>,
  ): Promise<BaseCreateAnswer> {
    return this.make(auth, {
      medium: 'bytedance',
      kind: 'mini_program',
      gad_cfg_game_id: body.gad_cfg_game_id,
      platform: body.platform,
      name: body.name,
      download_url: '',
      click_url: body.click_url,
      impression_url: body.impression_url,
      mini_program: {
        type: body.mini_program_type,
        id: body.mini_program_id,
        startPath: body.start_path ?? null,
      },
    });
  }

  /**
   * One write path for every medium and kind: the medium's shape (`BASE_MEDIUM_SHAPES`) and the
   * kind's (`BASE_KIND_SHAPES`) say which platforms it takes and whether an app is promoted.
   */
  private async make(auth: AuthContext, body: BaseMakeFields): Promise<BaseCreateAnswer> {
    const shape = BASE_MEDIUM_SHAPES[body.medium];
    const game = await this.requireGame(auth, body.gad_cfg_game_id);
    const mini = body.mini_program;
    const problems = baseProblems({
      medium: body.medium,
      kind: body.kind,
      platform: body.platform,
      name: body.name,
      downloadUrl: body.download_url,
      clickUrl: body.click_url,
      impressionUrl: body.impression_url ?? null,
    }).map((p) => p.message);
    if (mini) {
      for (const p of [miniProgramIdProblem(mini.id), startPathProblem(mini.startPath)]) {
        if (p) problems.push(p);
      }
    } else if (shape.usesApp) problems.push(...(await this.appProblems(body, game.id)));
    else if (body.app_id !== undefined) problems.push(`${shape.name}的转化基础不关联应用`);
    assertNoProblems(problems);

    const platformName =
      body.kind === 'app'
        ? BASE_PLATFORM_NAMES[body.platform]
        : `${BASE_PLATFORM_NAMES[body.platform]}（${BASE_KIND_SHAPES[body.kind].name}）`;
    const exists = () =>
      this.deps.repo.findByGame(body.medium, game.id, body.platform, body.kind).then((found) => {
        if (found) {
          throw new AppError('BASE_EXISTS', {
            params: { platform: platformName, name: found.name },
          });
        }
      });
    await exists();
    const now = this.deps.clock.now();
    const id = await this.deps.repo.create(
      {
        medium: body.medium,
        kind: body.kind,
        gameId: game.id,
        platform: body.platform,
        gameAppId: mini ? null : (body.app_id ?? null),
        miniProgramType: mini?.type ?? null,
        miniProgramId: mini?.id ?? null,
        startPath: mini?.startPath ?? null,
        name: body.name,
        downloadUrl: body.download_url,
        clickUrl: body.click_url,
        impressionUrl: body.impression_url ?? null,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      },
      (baseId) =>
        buildLinks({
          medium: body.medium,
          kind: body.kind,
          platform: body.platform,
          baseId,
          gadCfgGameId: body.gad_cfg_game_id,
          clickUrl: body.click_url,
          impressionUrl: body.impression_url ?? null,
        }),
      now,
    );
    // A concurrent create passed the check above; the unique index refused the second.
    if (id === 'duplicate') {
      await exists();
      throw new AppError('CONFLICT', { params: { entity: '转化基础' } });
    }
    return { base_id: id };
  }

  /** Why the chosen app may not be promoted by the base; empty when it may. */
  private async appProblems(body: BaseMakeFields, gameId: number): Promise<string[]> {
    if (body.app_id === undefined) return ['请选择应用'];
    const app = await this.deps.repo.findApp(body.app_id);
    if (!app) return ['所选应用不存在'];
    if (app.medium !== body.medium || app.gameId !== gameId) {
      return ['所选应用不属于该游戏在此媒体的应用'];
    }
    if (app.platform !== body.platform) {
      return [`所选应用不是${BASE_PLATFORM_NAMES[body.platform]}应用`];
    }
    if (UNUSABLE_APP.has(app.reviewStatus)) {
      return ['所选应用创建失败或审核未通过，不能用于转化基础'];
    }
    return [];
  }

  /**
   * `/media/check_media_rule`: the base rules of the medium on the given fields; a field left out
   * (name, download link) is not judged.
   */
  checkRules(query: MediaRuleQuery): MediaRuleData {
    const problems = baseProblems({
      medium: query.medium,
      platform: query.platform,
      name: query.name ?? '',
      downloadUrl: query.download_url ?? '',
      clickUrl: query.click_url,
      impressionUrl: query.impression_url ?? null,
    })
      .filter(
        (p) =>
          (p.field !== 'name' || query.name !== undefined) &&
          (p.field !== 'downloadUrl' || query.download_url !== undefined),
      )
      .map((p) => ({ field: RULE_FIELDS[p.field], message: p.message }));
    return { passed: problems.length === 0, problems };
  }

  /** `appidquery`: the apps the create dialog offers for a game, medium and platform. */
  async apps(auth: AuthContext, query: BaseAppQuery): Promise<BaseAppData> {
    const game = await this.requireGame(auth, query.gad_cfg_game_id);
    const rows = await this.deps.repo.usableApps(query.medium, game.id, query.platform);
    return {
      list: rows.map((r) => ({
        app_id: r.appId,
        app_name: r.name,
        package_name: r.packageName,
        download_url: r.downloadUrl,
        accounts: r.accounts,
      })),
    };
  }

  async list(auth: AuthContext, query: BaseListQuery): Promise<BaseListData> {
    const { list, total } = await this.deps.repo.list(scopeOf(auth), query);
    return { list: list.map(toBaseItem), page_info: pageInfo(query.page, query.per_page, total) };
  }

  async links(auth: AuthContext, baseId: number): Promise<BaseLinkListData> {
    const base = await this.requireBase(auth, baseId);
    const links = await this.deps.repo.links(base.id);
    return { base: toBaseItem(base), links: links.map(toBaseLink) };
  }

  /** `/link/refresh_url`: builds the links again from the medium's current macros. */
  async refresh(auth: AuthContext, baseId: number): Promise<BaseLinkListData> {
    const base = await this.requireBase(auth, baseId);
    await this.deps.repo.replaceLinks(
      base.id,
      buildLinks({
        medium: base.medium,
        kind: base.kind,
        platform: base.platform,
        baseId: base.id,
        gadCfgGameId: base.gadCfgGameId ?? 0,
        clickUrl: base.clickUrl,
        impressionUrl: base.impressionUrl,
      }),
      this.deps.clock.now(),
    );
    return this.links(auth, base.id);
  }
}
