CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_sub_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_app_id" integer NOT NULL,
	"ad_id_id" integer NOT NULL,
	"channel_id" text NOT NULL,
	"status" text NOT NULL,
	"media_sub_package_id" text,
	"download_url" text,
	"fail_reason" text,
	"generation" integer DEFAULT 1 NOT NULL,
	"task_id" integer,
	"download_ok" boolean,
	"download_error" text,
	"download_checked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_sub_packages_status_check" CHECK ("app_sub_packages"."status" in ('queued', 'building', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "game_apps" ADD COLUMN "package_quota" integer;--> statement-breakpoint
ALTER TABLE "game_apps" ADD COLUMN "package_used" integer;--> statement-breakpoint
ALTER TABLE "game_apps" ADD COLUMN "download_ok" boolean;--> statement-breakpoint
ALTER TABLE "game_apps" ADD COLUMN "download_error" text;--> statement-breakpoint
ALTER TABLE "game_apps" ADD COLUMN "download_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_sub_packages" ADD CONSTRAINT "app_sub_packages_game_app_id_game_apps_id_fk" FOREIGN KEY ("game_app_id") REFERENCES "public"."game_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sub_packages" ADD CONSTRAINT "app_sub_packages_ad_id_id_ad_ids_id_fk" FOREIGN KEY ("ad_id_id") REFERENCES "public"."ad_ids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sub_packages" ADD CONSTRAINT "app_sub_packages_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sub_packages" ADD CONSTRAINT "app_sub_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_sub_packages_channel_uq" ON "app_sub_packages" USING btree ("game_app_id","channel_id");--> statement-breakpoint
CREATE INDEX "app_sub_packages_status_idx" ON "app_sub_packages" USING btree ("game_app_id","status");--> statement-breakpoint
CREATE INDEX "app_sub_packages_ad_id_idx" ON "app_sub_packages" USING btree ("ad_id_id");--> statement-breakpoint
CREATE INDEX "ad_ids_name_trgm_idx" ON "ad_ids" USING gin ("name" gin_trgm_ops);