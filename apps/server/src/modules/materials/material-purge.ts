import type { Clock } from '../../lib/clock';
import type { MaterialStorage } from './material-storage';
import { RECYCLE_MS } from './materials.mapper';
import type { MaterialsRepository } from './materials.repository';

/**
 * Removes for good the files that have been in the recycle bin longer than its days, and the stored
 * content no remaining file uses. Run on every read of the library and of the bin, so an expired
 * file is never shown (and never restored) whether or not anything else ran.
 */
export async function purgeExpired(
  repo: MaterialsRepository,
  storage: MaterialStorage,
  clock: Clock,
): Promise<void> {
  const unused = await repo.purgeBinned(new Date(clock.now().getTime() - RECYCLE_MS));
  for (const key of unused) await storage.remove(key);
}
