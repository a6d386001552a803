import type { MediumContext } from '../../http/medium-context';
import { registerKuaishouAccounts } from './account-routes';
import { registerKuaishouCampaigns } from './campaign-routes';
import { registerKuaishouCreatives } from './creative-routes';
import { registerKuaishouOauth } from './oauth-routes';
import { registerKuaishouReports } from './report-routes';
import { registerKuaishouUnits } from './unit-routes';

/** Every Kuaishou API route of the sandbox; object endpoints register here too. */
export function registerKuaishouRoutes(ctx: MediumContext): void {
  registerKuaishouOauth(ctx);
  registerKuaishouAccounts(ctx);
  registerKuaishouCampaigns(ctx);
  registerKuaishouUnits(ctx);
  registerKuaishouCreatives(ctx);
  registerKuaishouReports(ctx);
}

export { createKuaishouDialect, type KuaishouCodes } from './dialect';
export { kuaishouPlugin } from './delivery-plugin';
