CREATE TABLE "advertisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"alias" text,
	"note" text,
	"company" text,
	"role" text DEFAULT 'advertiser' NOT NULL,
	"parent_advertiser_id" text,
	"authorization_id" integer,
	"authorized_by" integer,
	"authorized_at" timestamp with time zone,
	"game_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"raw_status" text,
	"balance" bigint,
	"budget_mode" text,
	"budget" bigint,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisers_medium_check" CHECK ("advertisers"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "advertisers_role_check" CHECK ("advertisers"."role" in ('advertiser', 'agency', 'manager')),
	CONSTRAINT "advertisers_budget_mode_check" CHECK ("advertisers"."budget_mode" is null or "advertisers"."budget_mode" in ('BUDGET_MODE_DAY', 'BUDGET_MODE_INFINITE', 'BUDGET_MODE_TOTAL'))
);
--> statement-breakpoint
CREATE TABLE "media_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"app_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_apps_medium_check" CHECK ("media_apps"."medium" in ('bytedance', 'kuaishou', 'tencent'))
);
--> statement-breakpoint
CREATE TABLE "media_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"app_id" text NOT NULL,
	"user_id" integer,
	"medium_user_id" text NOT NULL,
	"medium_user_name" text,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_authorizations_medium_check" CHECK ("media_authorizations"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "media_authorizations_status_check" CHECK ("media_authorizations"."status" in ('active', 'expiring', 'expired', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"ad_id" text NOT NULL,
	"campaign_id" text,
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"opt_status" text,
	"raw_status" text,
	"status" text DEFAULT 'unknown' NOT NULL,
	"game_id" integer,
	"source" text,
	"designer_id" integer,
	"medium_created_at" timestamp with time zone,
	"medium_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"budget_mode" text,
	"budget" bigint,
	"cpa_bid" bigint,
	"bid" bigint,
	"deep_bid" bigint,
	"roi_goal" numeric(12, 4),
	"pricing" text,
	"convert_type" text,
	"deep_external_action" text,
	"deep_bid_type" text,
	"landing_type" text,
	"marketing_goal" text,
	"app_promotion_type" text,
	"ad_type" text,
	"platform" text,
	"delivery_config_id" integer,
	"start_date" date,
	"end_date" date,
	"schedule_time" text,
	CONSTRAINT "ads_pk" PRIMARY KEY("medium","ad_id"),
	CONSTRAINT "ads_medium_check" CHECK ("ads"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "ads_status_check" CHECK ("ads"."status" in ('delivering', 'paused', 'in_audit', 'audit_denied', 'budget_exhausted', 'balance_exhausted', 'not_started', 'finished', 'deleted', 'unknown')),
	CONSTRAINT "ads_opt_status_check" CHECK ("ads"."opt_status" is null or "ads"."opt_status" in ('ENABLE', 'DISABLE'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"campaign_id" text NOT NULL,
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"opt_status" text,
	"raw_status" text,
	"status" text DEFAULT 'unknown' NOT NULL,
	"game_id" integer,
	"source" text,
	"designer_id" integer,
	"medium_created_at" timestamp with time zone,
	"medium_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"budget_mode" text,
	"budget" bigint,
	"cpa_bid" bigint,
	"bid" bigint,
	"deep_bid" bigint,
	"roi_goal" numeric(12, 4),
	"pricing" text,
	"convert_type" text,
	"deep_external_action" text,
	"deep_bid_type" text,
	"landing_type" text,
	"marketing_goal" text,
	"app_promotion_type" text,
	"ad_type" text,
	"platform" text,
	"delivery_config_id" integer,
	"start_date" date,
	"end_date" date,
	"schedule_time" text,
	CONSTRAINT "campaigns_pk" PRIMARY KEY("medium","campaign_id"),
	CONSTRAINT "campaigns_medium_check" CHECK ("campaigns"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('delivering', 'paused', 'in_audit', 'audit_denied', 'budget_exhausted', 'balance_exhausted', 'not_started', 'finished', 'deleted', 'unknown')),
	CONSTRAINT "campaigns_opt_status_check" CHECK ("campaigns"."opt_status" is null or "campaigns"."opt_status" in ('ENABLE', 'DISABLE'))
);
--> statement-breakpoint
CREATE TABLE "creatives" (
	"creative_id" text NOT NULL,
	"campaign_id" text,
	"ad_id" text NOT NULL,
	"material_id" text,
	"material_type" text,
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"opt_status" text,
	"raw_status" text,
	"status" text DEFAULT 'unknown' NOT NULL,
	"game_id" integer,
	"source" text,
	"designer_id" integer,
	"medium_created_at" timestamp with time zone,
	"medium_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "creatives_pk" PRIMARY KEY("medium","creative_id"),
	CONSTRAINT "creatives_medium_check" CHECK ("creatives"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "creatives_status_check" CHECK ("creatives"."status" in ('delivering', 'paused', 'in_audit', 'audit_denied', 'budget_exhausted', 'balance_exhausted', 'not_started', 'finished', 'deleted', 'unknown')),
	CONSTRAINT "creatives_opt_status_check" CHECK ("creatives"."opt_status" is null or "creatives"."opt_status" in ('ENABLE', 'DISABLE')),
	CONSTRAINT "creatives_material_type_check" CHECK ("creatives"."material_type" is null or "creatives"."material_type" in ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"material_id" text NOT NULL,
	"material_type" text NOT NULL,
	"file_id" text,
	"md5" text,
	"url" text,
	"cover_url" text,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"size_bytes" bigint,
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"opt_status" text,
	"raw_status" text,
	"status" text DEFAULT 'unknown' NOT NULL,
	"game_id" integer,
	"source" text,
	"designer_id" integer,
	"medium_created_at" timestamp with time zone,
	"medium_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "materials_pk" PRIMARY KEY("medium","advertiser_id","material_id"),
	CONSTRAINT "materials_medium_check" CHECK ("materials"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "materials_status_check" CHECK ("materials"."status" in ('delivering', 'paused', 'in_audit', 'audit_denied', 'budget_exhausted', 'balance_exhausted', 'not_started', 'finished', 'deleted', 'unknown')),
	CONSTRAINT "materials_type_check" CHECK ("materials"."material_type" in ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"medium" text NOT NULL,
	"level" smallint NOT NULL,
	"object_id" text NOT NULL,
	"stat_date" date NOT NULL,
	"advertiser_id" text NOT NULL,
	"campaign_id" text,
	"ad_id" text,
	"cost" bigint DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"deep_conversions" integer DEFAULT 0 NOT NULL,
	"activations" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"pay_count" integer DEFAULT 0 NOT NULL,
	"pay_amount" bigint DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"valid_plays" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_daily_pk" PRIMARY KEY("medium","level","object_id","stat_date"),
	CONSTRAINT "stats_daily_medium_check" CHECK ("stats_daily"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "stats_daily_level_check" CHECK ("stats_daily"."level" in (0, 1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"medium" text NOT NULL,
	"level" smallint NOT NULL,
	"object_id" text NOT NULL,
	"stat_date" date NOT NULL,
	"advertiser_id" text NOT NULL,
	"campaign_id" text,
	"ad_id" text,
	"hour" smallint NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"deep_conversions" integer DEFAULT 0 NOT NULL,
	"activations" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"pay_count" integer DEFAULT 0 NOT NULL,
	"pay_amount" bigint DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"valid_plays" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_hourly_pk" PRIMARY KEY("medium","level","object_id","stat_date","hour"),
	CONSTRAINT "stats_hourly_medium_check" CHECK ("stats_hourly"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "stats_hourly_level_check" CHECK ("stats_hourly"."level" in (0, 1, 2, 3, 4)),
	CONSTRAINT "stats_hourly_hour_check" CHECK ("stats_hourly"."hour" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23))
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"resource" text NOT NULL,
	"cursor" text,
	"last_modified_at" timestamp with time zone,
	"last_full_sync_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_state_pk" PRIMARY KEY("medium","advertiser_id","resource"),
	CONSTRAINT "sync_state_medium_check" CHECK ("sync_state"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "sync_state_resource_check" CHECK ("sync_state"."resource" in ('advertiser', 'campaigns', 'ads', 'creatives', 'materials', 'stats_daily', 'stats_hourly'))
);
--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_authorization_id_media_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."media_authorizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_authorized_by_users_id_fk" FOREIGN KEY ("authorized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_authorizations" ADD CONSTRAINT "media_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertisers_medium_advertiser_uq" ON "advertisers" USING btree ("medium","advertiser_id");--> statement-breakpoint
CREATE INDEX "advertisers_game_idx" ON "advertisers" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "advertisers_authorized_by_idx" ON "advertisers" USING btree ("authorized_by");--> statement-breakpoint
CREATE INDEX "advertisers_authorization_idx" ON "advertisers" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "advertisers_parent_idx" ON "advertisers" USING btree ("medium","parent_advertiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_apps_medium_app_uq" ON "media_apps" USING btree ("medium","app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_authorizations_grantor_uq" ON "media_authorizations" USING btree ("medium","app_id","medium_user_id");--> statement-breakpoint
CREATE INDEX "media_authorizations_user_idx" ON "media_authorizations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "media_authorizations_refresh_idx" ON "media_authorizations" USING btree ("status","access_expires_at");--> statement-breakpoint
CREATE INDEX "ads_advertiser_modified_idx" ON "ads" USING btree ("medium","advertiser_id","medium_modified_at");--> statement-breakpoint
CREATE INDEX "ads_campaign_idx" ON "ads" USING btree ("medium","campaign_id");--> statement-breakpoint
CREATE INDEX "ads_created_idx" ON "ads" USING btree ("medium","medium_created_at");--> statement-breakpoint
CREATE INDEX "ads_game_idx" ON "ads" USING btree ("medium","game_id");--> statement-breakpoint
CREATE INDEX "campaigns_advertiser_modified_idx" ON "campaigns" USING btree ("medium","advertiser_id","medium_modified_at");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("medium","medium_created_at");--> statement-breakpoint
CREATE INDEX "campaigns_game_idx" ON "campaigns" USING btree ("medium","game_id");--> statement-breakpoint
CREATE INDEX "creatives_advertiser_modified_idx" ON "creatives" USING btree ("medium","advertiser_id","medium_modified_at");--> statement-breakpoint
CREATE INDEX "creatives_ad_idx" ON "creatives" USING btree ("medium","ad_id");--> statement-breakpoint
CREATE INDEX "creatives_campaign_idx" ON "creatives" USING btree ("medium","campaign_id");--> statement-breakpoint
CREATE INDEX "creatives_material_idx" ON "creatives" USING btree ("medium","material_id");--> statement-breakpoint
CREATE INDEX "creatives_game_idx" ON "creatives" USING btree ("medium","game_id");--> statement-breakpoint
CREATE INDEX "materials_advertiser_modified_idx" ON "materials" USING btree ("medium","advertiser_id","medium_modified_at");--> statement-breakpoint
CREATE INDEX "materials_file_idx" ON "materials" USING btree ("medium","file_id");--> statement-breakpoint
CREATE INDEX "materials_md5_idx" ON "materials" USING btree ("medium","md5");--> statement-breakpoint
CREATE INDEX "materials_game_idx" ON "materials" USING btree ("medium","game_id");--> statement-breakpoint
CREATE INDEX "stats_daily_advertiser_idx" ON "stats_daily" USING btree ("medium","level","advertiser_id","stat_date");--> statement-breakpoint
CREATE INDEX "stats_hourly_advertiser_idx" ON "stats_hourly" USING btree ("medium","level","advertiser_id","stat_date");