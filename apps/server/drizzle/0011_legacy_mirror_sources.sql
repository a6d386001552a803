ALTER TABLE "ads" DROP CONSTRAINT "ads_medium_check";--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_medium_check";--> statement-breakpoint
ALTER TABLE "creatives" DROP CONSTRAINT "creatives_medium_check";--> statement-breakpoint
ALTER TABLE "stats_daily" DROP CONSTRAINT "stats_daily_medium_check";--> statement-breakpoint
ALTER TABLE "stats_daily_cumulative" DROP CONSTRAINT "stats_daily_cumulative_medium_check";--> statement-breakpoint
ALTER TABLE "stats_hourly" DROP CONSTRAINT "stats_hourly_medium_check";--> statement-breakpoint
ALTER TABLE "sync_state" DROP CONSTRAINT "sync_state_medium_check";--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_medium_check" CHECK ("ads"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_medium_check" CHECK ("campaigns"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'));--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_medium_check" CHECK ("creatives"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'));--> statement-breakpoint
ALTER TABLE "stats_daily" ADD CONSTRAINT "stats_daily_medium_check" CHECK ("stats_daily"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'));--> statement-breakpoint
ALTER TABLE "stats_daily_cumulative" ADD CONSTRAINT "stats_daily_cumulative_medium_check" CHECK ("stats_daily_cumulative"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'));--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD CONSTRAINT "stats_hourly_medium_check" CHECK ("stats_hourly"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'));--> statement-breakpoint
ALTER TABLE "sync_state" ADD CONSTRAINT "sync_state_medium_check" CHECK ("sync_state"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'));