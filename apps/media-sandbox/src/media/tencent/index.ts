import { registerTencentPromotedObjects } from './promoted-object-routes';
import type { MediumContext } from '../../http/medium-context';
import { registerTencentAccountBudget } from './account-budget-routes';
import { registerTencentAccounts } from './account-routes';
import { registerTencentAdgroupBatches } from './adgroup-batch-routes';
import { registerTencentAdgroups } from './adgroup-routes';
import { registerTencentConversions } from './conversion-routes';
import { registerTencentCreationAssets } from './creation-asset-routes';
import { registerTencentCreatives } from './creative-routes';
import { registerTencentLegacy } from './legacy-routes';
import { registerTencentLegacyWrites } from './legacy-write-routes';
import { registerTencentLegacyCreates } from './legacy-create-routes';
import { registerTencentLibrary } from './library-routes';
import { registerTencentOauth } from './oauth-routes';
import { registerTencentReports } from './report-routes';
import { registerTencentReviewResults } from './review-results-routes';
import { registerTencentUploads } from './upload-routes';

/** Every Tencent API route of the sandbox. */
export function registerTencentRoutes(ctx: MediumContext): void {
  registerTencentPromotedObjects(ctx);
  registerTencentOauth(ctx);
  registerTencentAccounts(ctx);
  registerTencentAccountBudget(ctx);
  registerTencentAdgroups(ctx);
  registerTencentAdgroupBatches(ctx);
  registerTencentCreatives(ctx);
  registerTencentConversions(ctx);
  registerTencentCreationAssets(ctx);
  registerTencentReviewResults(ctx);
  registerTencentLegacy(ctx);
  registerTencentLegacyWrites(ctx);
  registerTencentLegacyCreates(ctx);
  registerTencentLibrary(ctx);
  registerTencentUploads(ctx);
  registerTencentReports(ctx);
}

export { tencentDialect } from './dialect';
export { tencentPlugin } from './delivery-plugin';
