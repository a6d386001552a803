CREATE TABLE "stats_rollup_daily" (
	"stat_date" date NOT NULL,
	"medium" text NOT NULL,
	"source" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"game_id" integer,
	"designer_id" integer,
	"cost" bigint NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"conversions" bigint NOT NULL,
	"deep_conversions" bigint NOT NULL,
	"activations" bigint NOT NULL,
	"registrations" bigint NOT NULL,
	"pay_count" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	"plays" bigint NOT NULL,
	"valid_plays" bigint NOT NULL,
	CONSTRAINT "stats_rollup_daily_medium_check" CHECK ("stats_rollup_daily"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "stats_rollup_daily_source_check" CHECK ("stats_rollup_daily"."source" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'))
);
--> statement-breakpoint
CREATE INDEX "stats_rollup_daily_date_idx" ON "stats_rollup_daily" USING btree ("stat_date","medium","advertiser_id");--> statement-breakpoint
CREATE INDEX "stats_rollup_daily_account_idx" ON "stats_rollup_daily" USING btree ("source","advertiser_id","stat_date");--> statement-breakpoint
-- The rollup of the daily rows already mirrored (media-sync/stats-rollup.ts keeps it from now on).
INSERT INTO "stats_rollup_daily" ("stat_date", "medium", "source", "advertiser_id", "game_id",
  "designer_id", "cost", "impressions", "clicks", "conversions", "deep_conversions", "activations",
  "registrations", "pay_count", "pay_amount", "plays", "valid_plays")
SELECT d.stat_date,
  CASE d.medium WHEN 'bytedance_v2' THEN 'bytedance' WHEN 'tencent_v2' THEN 'tencent' ELSE d.medium END,
  d.medium, d.advertiser_id, o.game_id, o.designer_id, sum(d.cost), sum(d.impressions),
  sum(d.clicks), sum(d.conversions), sum(d.deep_conversions), sum(d.activations),
  sum(d.registrations), sum(d.pay_count), sum(d.pay_amount), sum(d.plays), sum(d.valid_plays)
FROM "stats_daily" d
LEFT JOIN "ads" o ON o.medium = d.medium AND o.ad_id = d.object_id
WHERE d.level = 2
GROUP BY d.medium, d.stat_date, d.advertiser_id, o.game_id, o.designer_id;
