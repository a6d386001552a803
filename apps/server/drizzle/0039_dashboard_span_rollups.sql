CREATE TABLE "stats_rollup_account_daily" (
	"stat_date" date NOT NULL,
	"medium" text NOT NULL,
	"source" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"cost" bigint NOT NULL,
	"conversions" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	CONSTRAINT "stats_rollup_account_daily_medium_check" CHECK ("stats_rollup_account_daily"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "stats_rollup_account_daily_source_check" CHECK ("stats_rollup_account_daily"."source" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'))
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_spans" (
	"span_days" integer NOT NULL,
	"start_date" date NOT NULL,
	"medium" text NOT NULL,
	"source" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"game_id" integer,
	"designer_id" integer,
	"cost" bigint NOT NULL,
	"conversions" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	CONSTRAINT "stats_rollup_spans_span_check" CHECK ("stats_rollup_spans"."span_days" in (2, 4, 8, 16, 32, 64, 128, 256)),
	CONSTRAINT "stats_rollup_spans_medium_check" CHECK ("stats_rollup_spans"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "stats_rollup_spans_source_check" CHECK ("stats_rollup_spans"."source" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2'))
);
--> statement-breakpoint
-- Fill the coarser rollups from the daily rollup already kept: the account days, then each span
-- length from the one below it.
INSERT INTO "stats_rollup_account_daily" ("stat_date", "medium", "source", "advertiser_id", "cost", "conversions", "pay_amount")
SELECT "stat_date", "medium", "source", "advertiser_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_daily"
GROUP BY "stat_date", "medium", "source", "advertiser_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 2, date '1970-01-01' + (("stat_date" - date '1970-01-01') / 2) * 2, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_daily"
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 4, date '1970-01-01' + (("start_date" - date '1970-01-01') / 4) * 4, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_spans" WHERE "span_days" = 2
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 8, date '1970-01-01' + (("start_date" - date '1970-01-01') / 8) * 8, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_spans" WHERE "span_days" = 4
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 16, date '1970-01-01' + (("start_date" - date '1970-01-01') / 16) * 16, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_spans" WHERE "span_days" = 8
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 32, date '1970-01-01' + (("start_date" - date '1970-01-01') / 32) * 32, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_spans" WHERE "span_days" = 16
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 64, date '1970-01-01' + (("start_date" - date '1970-01-01') / 64) * 64, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_spans" WHERE "span_days" = 32
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 128, date '1970-01-01' + (("start_date" - date '1970-01-01') / 128) * 128, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_spans" WHERE "span_days" = 64
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
INSERT INTO "stats_rollup_spans" ("span_days", "start_date", "medium", "source", "advertiser_id", "game_id", "designer_id", "cost", "conversions", "pay_amount")
SELECT 256, date '1970-01-01' + (("start_date" - date '1970-01-01') / 256) * 256, "medium", "source", "advertiser_id", "game_id", "designer_id", sum("cost"), sum("conversions"), sum("pay_amount")
FROM "stats_rollup_spans" WHERE "span_days" = 128
GROUP BY 2, "medium", "source", "advertiser_id", "game_id", "designer_id";
--> statement-breakpoint
CREATE INDEX "stats_rollup_account_daily_date_idx" ON "stats_rollup_account_daily" USING btree ("stat_date","medium","advertiser_id","cost","conversions","pay_amount");--> statement-breakpoint
CREATE INDEX "stats_rollup_account_daily_account_idx" ON "stats_rollup_account_daily" USING btree ("medium","advertiser_id","stat_date","cost","conversions","pay_amount");--> statement-breakpoint
CREATE INDEX "stats_rollup_spans_span_idx" ON "stats_rollup_spans" USING btree ("span_days","start_date","medium","advertiser_id","game_id","designer_id","cost","conversions","pay_amount");--> statement-breakpoint
CREATE INDEX "stats_rollup_spans_account_idx" ON "stats_rollup_spans" USING btree ("medium","advertiser_id","span_days","start_date","game_id","designer_id","cost","conversions","pay_amount");