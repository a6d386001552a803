-- Covering indexes for the report pages (docs/adr/0005): "one level, a date range, summed per
-- object, sorted by a metric, 20 rows" reads only this index (index-only scan), in date order, so
-- monthly partitions later prune on stat_date. drizzle-kit cannot express INCLUDE, so these live
-- here and not in src/db/schema/media-stats.ts; drizzle-kit leaves indexes it does not know alone.
CREATE INDEX "stats_daily_report_idx" ON "stats_daily" ("medium", "level", "stat_date", "object_id")
  INCLUDE ("advertiser_id", "cost", "impressions", "clicks", "conversions", "deep_conversions",
    "activations", "registrations", "pay_count", "pay_amount");
--> statement-breakpoint
CREATE INDEX "stats_hourly_report_idx" ON "stats_hourly" ("medium", "level", "stat_date", "hour", "object_id")
  INCLUDE ("advertiser_id", "cost", "impressions", "clicks", "conversions", "deep_conversions");
