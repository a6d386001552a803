import type { MediumContext } from '../../http/medium-context';
import { registerTencentAccounts } from './account-routes';
import { registerTencentOauth } from './oauth-routes';

/** Every Tencent API route of the sandbox; object endpoints register here too. */
export function registerTencentRoutes(ctx: MediumContext): void {
  registerTencentOauth(ctx);
  registerTencentAccounts(ctx);
}

export { tencentDialect } from './dialect';
