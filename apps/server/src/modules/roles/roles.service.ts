import {
  pageInfo,
  type AbilityToRoleBodySchema,
  type Paged,
  type RoleAddBodySchema,
  type RoleEditBodySchema,
  type RoleListQuerySchema,
  type RoleRow,
  type RoleToUserBodySchema,
} from '@toufang/contracts';
import type { z } from 'zod';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { ROLE_ADMIN } from '@toufang/contracts';
import { assertKnownIds, distinctIds, reassignDropsOwnAdmin } from '../users/admin-rules';
import type { RolePatch, RoleRecord, RolesRepository } from './roles.repository';

export type RoleListQuery = z.output<typeof RoleListQuerySchema>;
export type RoleAddBody = z.output<typeof RoleAddBodySchema>;
export type RoleEditBody = z.output<typeof RoleEditBodySchema>;
export type AbilityToRoleBody = z.output<typeof AbilityToRoleBodySchema>;
export type RoleToUserBody = z.output<typeof RoleToUserBodySchema>;

// The role's stable key is what `/user/info` reports and the web app matches on (e.g. `star`).
const ROLE_NAME_ENTITY = '角色标识';

/** Roles: create, edit, delete, grant abilities, assign to users (spec 000 §6). */
export class RolesService {
  constructor(
    private readonly repo: RolesRepository,
    private readonly clock: Clock,
  ) {}

  async list(query: RoleListQuery): Promise<Paged<RoleRow>> {
    const { list, total } = await this.repo.list({
      page: query.page,
      perPage: query.per_page,
      keyword: query.keyword || undefined,
    });
    const ids = list.map((r) => r.id);
    const [abilityIds, userIds] = await Promise.all([
      this.repo.abilityIdsOf(ids),
      this.repo.userIdsOf(ids),
    ]);
    return {
      list: list.map((role) =>
        toRoleRow(role, abilityIds.get(role.id) ?? [], userIds.get(role.id) ?? []),
      ),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async add(body: RoleAddBody): Promise<{ id: number }> {
    if (await this.repo.nameTaken(body.name)) throw conflict(ROLE_NAME_ENTITY);
    const id = await this.repo.insert({
      name: body.name,
      title: body.title,
      description: body.description,
    });
    if (id === 'duplicate') throw conflict(ROLE_NAME_ENTITY);
    return { id };
  }

  /** System roles keep their name: the product and the seed find them by it. */
  async edit(body: RoleEditBody): Promise<null> {
    const role = await this.getRole(body.id);
    if (role.isSystem && body.name !== undefined && body.name !== role.name)
      throw new AppError('SYSTEM_ROLE');
    if (body.name !== undefined && (await this.repo.nameTaken(body.name, role.id))) {
      throw conflict(ROLE_NAME_ENTITY);
    }
    const patch: RolePatch = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.title !== undefined) patch.title = body.title;
    if (body.description !== undefined) patch.description = body.description;
    if ((await this.repo.update(role.id, patch, this.clock.now())) === 'duplicate') {
      throw conflict(ROLE_NAME_ENTITY);
    }
    return null;
  }

  async delete(id: number): Promise<null> {
    const role = await this.getRole(id);
    if (role.isSystem) throw new AppError('SYSTEM_ROLE');
    await this.repo.delete(role.id);
    return null;
  }

  /** Replaces the role's abilities; `admin` always holds every ability and is not editable. */
  async setAbilities(body: AbilityToRoleBody): Promise<null> {
    const role = await this.getRole(body.role_id);
    if (role.name === ROLE_ADMIN) throw new AppError('SYSTEM_ROLE');
    const abilityIds = distinctIds(body.ability_ids);
    assertKnownIds([
      {
        field: 'ability_ids',
        entity: '权限',
        requested: abilityIds,
        found: await this.repo.existingAbilityIds(abilityIds),
      },
    ]);
    await this.repo.transaction((tx) => tx.replaceAbilities(role.id, abilityIds));
    return null;
  }

  /** Replaces the set of users holding the role. */
  async setHolders(actorId: number, body: RoleToUserBody): Promise<null> {
    const role = await this.getRole(body.role_id);
    const userIds = distinctIds(body.user_ids);
    assertKnownIds([
      {
        field: 'user_ids',
        entity: '用户',
        requested: userIds,
        found: await this.repo.existingUserIds(userIds),
      },
    ]);
    const holdersBefore = (await this.repo.userIdsOf([role.id])).get(role.id) ?? [];
    if (
      reassignDropsOwnAdmin({
        actorId,
        isAdminRole: role.name === ROLE_ADMIN,
        holdersBefore,
        holdersAfter: userIds,
      })
    ) {
      throw new AppError('SELF_LOCKOUT');
    }
    await this.repo.transaction((tx) => tx.replaceHolders(role.id, userIds));
    return null;
  }

  private async getRole(id: number): Promise<RoleRecord> {
    const role = await this.repo.findById(id);
    if (!role) throw notFound('角色');
    return role;
  }
}

function toRoleRow(role: RoleRecord, abilityIds: number[], userIds: number[]): RoleRow {
  return {
    id: role.id,
    name: role.name,
    title: role.title,
    description: role.description,
    is_system: role.isSystem,
    user_count: userIds.length,
    ability_ids: abilityIds,
    user_ids: userIds,
    created_at: role.createdAt.toISOString(),
  };
}
