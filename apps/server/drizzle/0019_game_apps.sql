CREATE TABLE "game_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"game_id" integer,
	"advertiser_id" text,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"package_name" text,
	"download_url" text,
	"icon_url" text,
	"privacy_url" text,
	"store_id" text,
	"label" text,
	"media_app_id" text,
	"package_id" text,
	"review_status" text NOT NULL,
	"reject_reason" text,
	"raw" jsonb,
	"task_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "game_apps_medium_check" CHECK ("game_apps"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other')),
	CONSTRAINT "game_apps_platform_check" CHECK ("game_apps"."platform" in ('APP_ANDROID', 'APP_IOS')),
	CONSTRAINT "game_apps_review_status_check" CHECK ("game_apps"."review_status" in ('creating', 'reviewing', 'approved', 'rejected', 'failed', 'local'))
);
--> statement-breakpoint
ALTER TABLE "game_apps" ADD CONSTRAINT "game_apps_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_apps" ADD CONSTRAINT "game_apps_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_apps" ADD CONSTRAINT "game_apps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_apps_media_id_uq" ON "game_apps" USING btree ("medium","advertiser_id","media_app_id") WHERE "game_apps"."media_app_id" is not null;--> statement-breakpoint
CREATE INDEX "game_apps_game_idx" ON "game_apps" USING btree ("medium","game_id");--> statement-breakpoint
CREATE INDEX "game_apps_account_idx" ON "game_apps" USING btree ("medium","advertiser_id");