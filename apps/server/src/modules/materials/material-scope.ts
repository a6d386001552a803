import { ROLE_ADMIN } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type {
  MaterialFileRecord,
  MaterialScope,
  MaterialsRepository,
} from './materials.repository';

export const FILE = '素材';

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);

export function scopeOf(auth: AuthContext): MaterialScope {
  return isAdmin(auth) ? { all: true } : { all: false, userId: auth.userId };
}

/**
 * Refuses unless every file is found by `find` and is the caller's own upload (or the caller is an
 * admin): only the uploader changes a file.
 */
export async function ownFiles(
  auth: AuthContext,
  fids: readonly number[],
  find: (fids: readonly number[], scope: MaterialScope) => Promise<MaterialFileRecord[]>,
): Promise<MaterialFileRecord[]> {
  const unique = [...new Set(fids)];
  const rows = await find(unique, scopeOf(auth));
  if (rows.length !== unique.length) throw notFound(FILE);
  if (!isAdmin(auth) && rows.some((row) => row.createdBy !== auth.userId)) {
    throw new AppError('MATERIAL_NOT_OWNER');
  }
  return rows;
}

/** The files the caller sees among `fids`; NOT_FOUND when one of them is not. */
export async function visibleFiles(
  repo: MaterialsRepository,
  auth: AuthContext,
  fids: readonly number[],
): Promise<MaterialFileRecord[]> {
  const unique = [...new Set(fids)];
  const rows = await repo.findFiles(unique, scopeOf(auth));
  if (rows.length !== unique.length) throw notFound(FILE);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((fid) => byId.get(fid) ?? []);
}

/** The folder for an id from a form (`0` is the root, answered as null). */
export async function existingDir(
  repo: MaterialsRepository,
  dirId: number,
): Promise<number | null> {
  if (dirId === 0) return null;
  if (!(await repo.findDir(dirId))) throw notFound('文件夹');
  return dirId;
}
