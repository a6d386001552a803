import {
  pageInfo,
  type ConfigListQuerySchema,
  type ConfigOptions,
  type DepartmentAddBodySchema,
  type DepartmentEditBodySchema,
  type DepartmentRow,
  type GameAddBodySchema,
  type GameEditBodySchema,
  type GameRow,
  type Paged,
} from '@toufang/contracts';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { normalizePlatforms, toDepartmentRow, toGameRow } from './config-data.mapper';
import type { ConfigDataRepository, WriteOutcome } from './config-data.repository';

type ConfigListQuery = z.infer<typeof ConfigListQuerySchema>;
type GameAddBody = z.infer<typeof GameAddBodySchema>;
type GameEditBody = z.infer<typeof GameEditBodySchema>;
type DepartmentAddBody = z.infer<typeof DepartmentAddBodySchema>;
type DepartmentEditBody = z.infer<typeof DepartmentEditBodySchema>;

// Entity names as the UI shows them in CONFLICT / NOT_FOUND messages.
const GAME = '游戏';
const GAME_ID = '游戏ID';
const DEPARTMENT = '部门';
const DEPARTMENT_NAME = '部门名称';

/** Turns a repository write outcome into the written row or the matching error. */
function settle<T>(outcome: WriteOutcome<T>, entity: string, uniqueField: string): T {
  if (outcome === 'duplicate') throw conflict(uniqueField);
  if (outcome === 'missing') throw notFound(entity);
  return outcome;
}

/**
 * Configuration data of `/manager` (spec 000 §2, ability amt:cfg_data_list): the games every
 * feature scopes its data by, and the departments users belong to. Nothing is deleted, only
 * disabled, because users, advertisers and tasks keep referring to them.
 */
export class ConfigDataService {
  constructor(
    private readonly repo: ConfigDataRepository,
    private readonly clock: Clock,
  ) {}

  async listGames(query: ConfigListQuery): Promise<Paged<GameRow>> {
    const { list, total } = await this.repo.listGames({ ...query, perPage: query.per_page });
    return { list: list.map(toGameRow), page_info: pageInfo(query.page, query.per_page, total) };
  }

  async addGame(body: GameAddBody): Promise<GameRow> {
    const outcome = await this.repo.insertGame({
      gadCfgGameId: body.gad_cfg_game_id,
      gameName: body.game_name,
      platforms: normalizePlatforms(body.platforms),
    });
    return toGameRow(settle(outcome, GAME, GAME_ID));
  }

  async editGame(body: GameEditBody): Promise<GameRow> {
    const outcome = await this.repo.updateGame(body.id, {
      gadCfgGameId: body.gad_cfg_game_id,
      gameName: body.game_name,
      platforms: normalizePlatforms(body.platforms),
      updatedAt: this.clock.now(),
    });
    return toGameRow(settle(outcome, GAME, GAME_ID));
  }

  async setGameStatus(id: number, status: 0 | 1): Promise<GameRow> {
    const outcome = await this.repo.updateGame(id, { status, updatedAt: this.clock.now() });
    return toGameRow(settle(outcome, GAME, GAME_ID));
  }

  async listDepartments(query: ConfigListQuery): Promise<Paged<DepartmentRow>> {
    const { list, total } = await this.repo.listDepartments({ ...query, perPage: query.per_page });
    return {
      list: list.map(toDepartmentRow),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async addDepartment(body: DepartmentAddBody): Promise<DepartmentRow> {
    const id = settle(await this.repo.insertDepartment(body.name), DEPARTMENT, DEPARTMENT_NAME);
    return this.getDepartment(id);
  }

  async editDepartment(body: DepartmentEditBody): Promise<DepartmentRow> {
    const outcome = await this.repo.updateDepartment(body.id, {
      name: body.name,
      updatedAt: this.clock.now(),
    });
    return this.getDepartment(settle(outcome, DEPARTMENT, DEPARTMENT_NAME));
  }

  async setDepartmentStatus(id: number, status: 0 | 1): Promise<DepartmentRow> {
    const outcome = await this.repo.updateDepartment(id, { status, updatedAt: this.clock.now() });
    return this.getDepartment(settle(outcome, DEPARTMENT, DEPARTMENT_NAME));
  }

  /** Pickers offer only enabled entries; disabled ones stay on the records that use them. */
  async options(): Promise<ConfigOptions> {
    const [games, departments] = await Promise.all([
      this.repo.listEnabledGames(),
      this.repo.listEnabledDepartments(),
    ]);
    return {
      games: games.map((g) => ({
        id: g.id,
        gad_cfg_game_id: g.gadCfgGameId,
        game_name: g.gameName,
      })),
      departments,
    };
  }

  private async getDepartment(id: number): Promise<DepartmentRow> {
    const row = await this.repo.findDepartment(id);
    if (!row) throw notFound(DEPARTMENT);
    return toDepartmentRow(row);
  }
}
