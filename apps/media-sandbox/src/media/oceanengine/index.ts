import { registerOceanEngineAppManagement } from './app-management-routes';
import type { MediumContext } from '../../http/medium-context';
import { registerOceanEngineAccounts } from './account-routes';
import { registerOceanEngineAvatars } from './avatar-routes';
import { registerOceanEngineEventAssets } from './event-asset-routes';
import { registerOceanEngineEventManager } from './event-manager-routes';
import { registerOceanEngineOptimizedGoals } from './optimized-goal-routes';
import { registerOceanEngineLibrary } from './library-routes';
import { registerOceanEngineMaterialBind } from './bind-routes';
import { registerOceanEngineVideoCovers } from './video-cover-routes';
import { registerOceanEngineCreationReads } from './creation-read-routes';
import { registerOceanEngineOauth } from './oauth-routes';
import { registerOceanEngineProjects } from './project-routes';
import { registerOceanEngineProjectValues } from './project-value-routes';
import { registerOceanEnginePromotionBatches } from './promotion-batch-routes';
import { registerOceanEnginePromotions } from './promotion-routes';
import { registerOceanEngineReports } from './report-routes';
import { registerOceanEngineUploads } from './upload-routes';
import { registerOceanEngineV2Reports } from './v2-report-routes';
import { registerOceanEngineV2Reads } from './v2-routes';
import { registerOceanEngineV2CustomCreatives } from './v2-custom-creative-routes';
import { registerOceanEngineV2Writes } from './v2-write-routes';

/** Every Ocean Engine API route of the sandbox. */
export function registerOceanEngineRoutes(ctx: MediumContext): void {
  registerOceanEngineAppManagement(ctx);
  registerOceanEngineOauth(ctx);
  registerOceanEngineAccounts(ctx);
  registerOceanEngineLibrary(ctx);
  registerOceanEngineProjects(ctx);
  registerOceanEngineProjectValues(ctx);
  registerOceanEnginePromotions(ctx);
  registerOceanEnginePromotionBatches(ctx);
  registerOceanEngineReports(ctx);
  registerOceanEngineV2Reads(ctx);
  registerOceanEngineV2Writes(ctx);
  registerOceanEngineV2CustomCreatives(ctx);
  registerOceanEngineV2Reports(ctx);
  registerOceanEngineEventAssets(ctx);
  registerOceanEngineEventManager(ctx);
  registerOceanEngineOptimizedGoals(ctx);
  registerOceanEngineAvatars(ctx);
  registerOceanEngineUploads(ctx);
  registerOceanEngineMaterialBind(ctx);
  registerOceanEngineVideoCovers(ctx);
  registerOceanEngineCreationReads(ctx);
}
export { oceanEngineDialect } from './dialect';
export { oceanEnginePlugin } from './delivery-plugin';
