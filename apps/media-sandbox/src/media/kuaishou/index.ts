import { registerKuaishouAppCentre } from './app-centre-routes';
import type { MediumContext } from '../../http/medium-context';
import { registerKuaishouAccounts } from './account-routes';
import { registerKuaishouAdvancedCreatives } from './advanced-creative-routes';
import { registerKuaishouBudget } from './budget-routes';
import { registerKuaishouCampaigns } from './campaign-routes';
import { registerKuaishouCreatives } from './creative-routes';
import { registerKuaishouLibrary } from './library-routes';
import { registerKuaishouOauth } from './oauth-routes';
import { registerKuaishouReports } from './report-routes';
import { registerKuaishouUnits } from './unit-routes';
import { registerKuaishouUploads } from './upload-routes';
import { registerKuaishouVideoShare } from './share-routes';
import { registerKuaishouSubPackages } from './sub-package-routes';
import { registerKuaishouStar } from './star-routes';
import { registerKuaishouMagicSites } from './magic-site-routes';

/** Every Kuaishou API route of the sandbox; object endpoints register here too. */
export function registerKuaishouRoutes(ctx: MediumContext): void {
  registerKuaishouAppCentre(ctx);
  registerKuaishouSubPackages(ctx);
  registerKuaishouOauth(ctx);
  registerKuaishouAccounts(ctx);
  registerKuaishouBudget(ctx);
  registerKuaishouCampaigns(ctx);
  registerKuaishouUnits(ctx);
  registerKuaishouCreatives(ctx);
  registerKuaishouAdvancedCreatives(ctx);
  registerKuaishouLibrary(ctx);
  registerKuaishouUploads(ctx);
  registerKuaishouVideoShare(ctx);
  registerKuaishouReports(ctx);
  registerKuaishouStar(ctx);
  registerKuaishouMagicSites(ctx);
}

export { createKuaishouDialect, type KuaishouCodes } from './dialect';
export { kuaishouPlugin } from './delivery-plugin';
