import type { FastifyRequest } from 'fastify';
import { access, requireAuth } from '../../http/access';
import type { Viewer } from './media-accounts.types';

/** spec 000 §2: every account authorization page needs auth:transfer. */
export const accountsAccess = access.ability('auth:transfer');

/** The signed-in caller, as the data scope sees them. */
export function viewerOf(request: FastifyRequest): Viewer {
  const auth = requireAuth(request);
  return { userId: auth.userId, roles: auth.roles };
}
