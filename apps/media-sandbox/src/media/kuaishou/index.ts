import type { MediumContext } from '../../http/medium-context';
import { registerKuaishouAccounts } from './account-routes';
import { registerKuaishouOauth } from './oauth-routes';

/** Every Kuaishou API route of the sandbox; object endpoints register here too. */
export function registerKuaishouRoutes(ctx: MediumContext): void {
  registerKuaishouOauth(ctx);
  registerKuaishouAccounts(ctx);
}

export { createKuaishouDialect, type KuaishouCodes } from './dialect';
