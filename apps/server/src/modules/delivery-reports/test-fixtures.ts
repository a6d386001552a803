import type { Db } from '../../db/client';
import { ads, advertisers, campaigns, creatives, materials, statsDaily } from '../../db/schema';
import { DELIVERY_LEVEL, oceanEngineCreativeId, type MirrorSource } from '../../lib/media-mirror';
import { refreshCumulativeStats } from '../media-sync/stats-cumulative';

// Mirror rows written directly, as a sync would leave them (docs/adr/0005), for the report tests.

type NewAdvertiser = typeof advertisers.$inferInsert;
type NewCampaign = typeof campaigns.$inferInsert;
type NewAd = typeof ads.$inferInsert;
type NewCreative = typeof creatives.$inferInsert;
type NewMaterial = typeof materials.$inferInsert;
type NewStat = typeof statsDaily.$inferInsert;

let nextId = 1_800_000_000_000_000n + BigInt(Math.floor(Math.random() * 1_000_000)) * 1000n;
/** Ids as Ocean Engine issues them (beyond 2^53, kept as text). */
export const oeId = () => String(nextId++);

export async function seedAdvertiser(
  db: Db,
  values: Partial<NewAdvertiser> & { name: string },
): Promise<string> {
  const advertiserId = values.advertiserId ?? oeId();
  await db.insert(advertisers).values({ medium: 'bytedance', advertiserId, ...values });
  return advertiserId;
}

export async function seedProject(
  db: Db,
  values: Partial<NewCampaign> & { advertiserId: string; name: string },
): Promise<string> {
  const campaignId = values.campaignId ?? oeId();
  await db.insert(campaigns).values({ medium: 'bytedance', campaignId, ...values });
  return campaignId;
}

export async function seedPromotion(
  db: Db,
  values: Partial<NewAd> & { advertiserId: string; campaignId: string | null; name: string },
): Promise<string> {
  const adId = values.adId ?? oeId();
  await db.insert(ads).values({ medium: 'bytedance', adId, ...values });
  return adId;
}

/** A material of a promotion (level 3) and, optionally, its file in the advertiser's library. */
export async function seedMaterial(
  db: Db,
  promotion: { advertiserId: string; campaignId: string; adId: string },
  values: {
    materialId?: string;
    type: 'video' | 'image';
    rawStatus?: string;
    optStatus?: 'ENABLE' | 'DISABLE';
    createdAt?: Date;
    file?: Partial<NewMaterial>;
  },
): Promise<{ creativeId: string; materialId: string }> {
  const materialId = values.materialId ?? oeId();
  const creativeId = oceanEngineCreativeId(promotion.adId, materialId);
  await db.insert(creatives).values({
    medium: 'bytedance',
    creativeId,
    materialId,
    materialType: values.type,
    ...promotion,
    rawStatus: values.rawStatus ?? 'MATERIAL_STATUS_OK',
    status: values.rawStatus === 'MATERIAL_STATUS_DELETE' ? 'deleted' : 'delivering',
    optStatus: values.optStatus ?? 'ENABLE',
    mediumCreatedAt: values.createdAt ?? null,
  });
  if (values.file !== undefined) {
    await db.insert(materials).values({
      medium: 'bytedance',
      advertiserId: promotion.advertiserId,
      materialId,
      materialType: values.type,
      ...values.file,
    });
  }
  return { creativeId, materialId };
}

/** A creative of any medium (level 3), as its adapter maps it. */
export async function seedCreative(
  db: Db,
  values: Partial<NewCreative> & {
    medium: MirrorSource;
    advertiserId: string;
    adId: string;
    name: string;
  },
): Promise<string> {
  const creativeId = values.creativeId ?? oeId();
  await db.insert(creatives).values({ creativeId, ...values });
  return creativeId;
}

export type StatInput = Partial<Omit<NewStat, 'level' | 'objectId' | 'statDate'>> & {
  advertiserId: string;
};

/** One day of stats of an object at a level, with its running totals as the sync keeps them. */
export async function seedStat(
  db: Db,
  level: keyof typeof DELIVERY_LEVEL,
  objectId: string,
  statDate: string,
  values: StatInput,
): Promise<void> {
  const medium = values.medium ?? 'bytedance';
  await db.transaction(async (tx) => {
    await tx.insert(statsDaily).values({
      level: DELIVERY_LEVEL[level],
      objectId,
      statDate,
      ...values,
      medium,
    });
    await refreshCumulativeStats(tx, medium, [
      { level: DELIVERY_LEVEL[level], objectId, from: statDate },
    ]);
  });
}
