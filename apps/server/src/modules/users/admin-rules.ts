/**
 * Pure rules of user and role administration (spec 000 §6), kept apart from I/O so they are tested
 * on their own.
 */

import { assertNoProblems } from '../../lib/app-error';

/** Unique ids in first-seen order: a request may repeat an id, a set stores it once. */
export const distinctIds = (ids: readonly number[]): number[] => [...new Set(ids)];

/** Requested ids absent from `found`, once each, in request order. */
export function missingIds(requested: readonly number[], found: Iterable<number>): number[] {
  const known = new Set(found);
  return distinctIds(requested).filter((id) => !known.has(id));
}

/**
 * One line of a VALIDATION_FAILED message naming unknown ids, prefixed with the field like the
 * schema's own messages so a form can put it on that field, e.g. `role_ids：角色 7、9 不存在`.
 */
export const unknownIdsProblem = (field: string, entity: string, ids: readonly number[]) =>
  `${field}：${entity} ${ids.join('、')} 不存在`;

/** A reference list of a request: the ids it names and those of them that exist. */
export interface IdReference {
  /** The request field, e.g. `role_ids`. */
  field: string;
  /** What the ids name, e.g. 角色. */
  entity: string;
  requested: readonly number[];
  found: Iterable<number>;
}

/** One problem line for each reference naming ids that do not exist, in the order given. */
export function unknownIdsProblems(references: readonly IdReference[]): string[] {
  return references.flatMap(({ field, entity, requested, found }) => {
    const unknown = missingIds(requested, found);
    return unknown.length > 0 ? [unknownIdsProblem(field, entity, unknown)] : [];
  });
}

/** Fails with VALIDATION_FAILED naming every unknown id of every reference together. */
export function assertKnownIds(references: readonly IdReference[]): void {
  assertNoProblems(unknownIdsProblems(references));
}

/**
 * Whether editing a user's roles takes the admin role from the caller themselves: the caller would
 * lock themselves out of administration (SELF_LOCKOUT).
 */
export function editDropsOwnAdmin(p: {
  actorId: number;
  userId: number;
  adminRoleId: number;
  rolesBefore: readonly number[];
  rolesAfter: readonly number[];
}): boolean {
  return (
    p.actorId === p.userId &&
    p.rolesBefore.includes(p.adminRoleId) &&
    !p.rolesAfter.includes(p.adminRoleId)
  );
}

/** Whether replacing the holders of a role removes the caller from the admin role (SELF_LOCKOUT). */
export function reassignDropsOwnAdmin(p: {
  actorId: number;
  isAdminRole: boolean;
  holdersBefore: readonly number[];
  holdersAfter: readonly number[];
}): boolean {
  return (
    p.isAdminRole && p.holdersBefore.includes(p.actorId) && !p.holdersAfter.includes(p.actorId)
  );
}
