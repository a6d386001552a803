/** The mirror's table and id column of each object level (campaign, ad, creative). */
export const LEVEL_TABLES = {
  1: { table: 'campaigns', id: 'campaign_id' },
  2: { table: 'ads', id: 'ad_id' },
  3: { table: 'creatives', id: 'creative_id' },
} as const satisfies Record<1 | 2 | 3, { table: string; id: string }>;

export type ObjectLevel = keyof typeof LEVEL_TABLES;
