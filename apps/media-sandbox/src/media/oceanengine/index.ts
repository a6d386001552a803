import type { MediumContext } from '../../http/medium-context';
import { registerOceanEngineAccounts } from './account-routes';
import { registerOceanEngineOauth } from './oauth-routes';

/** Every Ocean Engine API route of the sandbox; object endpoints register here too. */
export function registerOceanEngineRoutes(ctx: MediumContext): void {
  registerOceanEngineOauth(ctx);
  registerOceanEngineAccounts(ctx);
}

export { oceanEngineDialect } from './dialect';
