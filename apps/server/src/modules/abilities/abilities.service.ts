import {
  NO_GROUP_ID,
  pageInfo,
  type AbilityGroupRow,
  type AbilityListQuerySchema,
  type AbilityRow,
  type AbilityToGroupBodySchema,
  type Paged,
} from '@toufang/contracts';
import type { z } from 'zod';
import { assertNoProblems, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertKnownIds, distinctIds } from '../users/admin-rules';
import type { AbilitiesRepository, AbilityGroupRecord } from './abilities.repository';
import { groupOrderProblems, sortPositions } from './group-order';

export type AbilityListQuery = z.output<typeof AbilityListQuerySchema>;
export type AbilityToGroupBody = z.output<typeof AbilityToGroupBodySchema>;

const GROUP_ENTITY = '权限分组';
/** Label of the pseudo group of ungrouped abilities (`with_nogroup=1`). */
export const NO_GROUP_NAME = '未分组';

/** Ability groups and the ability catalog on the permission page (spec 000 §6, §7 /user/ability/*). */
export class AbilitiesService {
  constructor(
    private readonly repo: AbilitiesRepository,
    private readonly clock: Clock,
  ) {}

  /** Groups by sort, then id; `withNoGroup` appends the ungrouped abilities as group 0, last. */
  async listGroups(withNoGroup: boolean): Promise<AbilityGroupRow[]> {
    const groups = await this.repo.listGroups();
    const rows: AbilityGroupRow[] = groups.map((g) => ({
      id: g.id,
      name: g.name,
      sort: g.sort,
      ability_count: g.abilityCount,
    }));
    if (withNoGroup) {
      const maxSort = rows.reduce((max, g) => Math.max(max, g.sort), 0);
      rows.push({
        id: NO_GROUP_ID,
        name: NO_GROUP_NAME,
        sort: maxSort + 1,
        ability_count: await this.repo.countUngrouped(),
      });
    }
    return rows;
  }

  /** New groups go last. */
  async addGroup(name: string): Promise<{ id: number }> {
    if (await this.repo.groupNameTaken(name)) throw conflict(GROUP_ENTITY);
    const id = await this.repo.insertGroup(name, (await this.repo.maxGroupSort()) + 1);
    if (id === 'duplicate') throw conflict(GROUP_ENTITY);
    return { id };
  }

  async editGroup(id: number, name: string): Promise<null> {
    await this.getGroup(id);
    if (await this.repo.groupNameTaken(name, id)) throw conflict(GROUP_ENTITY);
    if ((await this.repo.renameGroup(id, name, this.clock.now())) === 'duplicate')
      throw conflict(GROUP_ENTITY);
    return null;
  }

  /** Its abilities become ungrouped (the foreign key sets their group to null in the same statement). */
  async deleteGroup(id: number): Promise<null> {
    await this.getGroup(id);
    await this.repo.deleteGroup(id);
    return null;
  }

  /** `ids` is every group once, in the new order; sort becomes the 1-based position. */
  async sortGroups(ids: readonly number[]): Promise<null> {
    assertNoProblems(groupOrderProblems(ids, await this.repo.groupIds()));
    const at = this.clock.now();
    await this.repo.transaction(async (tx) => {
      for (const { id, sort } of sortPositions(ids)) await tx.setGroupSort(id, sort, at);
    });
    return null;
  }

  /** Moves abilities into a group, or out of any group for group 0. */
  async moveAbilities(body: AbilityToGroupBody): Promise<null> {
    const groupId = body.group_id === NO_GROUP_ID ? null : body.group_id;
    if (groupId !== null) await this.getGroup(groupId);
    const abilityIds = distinctIds(body.ability_ids);
    assertKnownIds([
      {
        field: 'ability_ids',
        entity: '权限',
        requested: abilityIds,
        found: await this.repo.existingAbilityIds(abilityIds),
      },
    ]);
    await this.repo.moveAbilities(abilityIds, groupId);
    return null;
  }

  /** spec 000 §7: group_id 0 lists every ability; per_page defaults to 1000 (§9). */
  async listAbilities(query: AbilityListQuery): Promise<Paged<AbilityRow>> {
    const { list, total } = await this.repo.listAbilities({
      page: query.page,
      perPage: query.per_page,
      groupId: query.group_id === NO_GROUP_ID ? undefined : query.group_id,
      keyword: query.keyword || undefined,
    });
    return {
      list: list.map((a) => ({
        id: a.id,
        key: a.key,
        name: a.name,
        group_id: a.groupId,
        group_name: a.groupName,
      })),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  private async getGroup(id: number): Promise<AbilityGroupRecord> {
    const group = await this.repo.findGroup(id);
    if (!group) throw notFound(GROUP_ENTITY);
    return group;
  }
}
