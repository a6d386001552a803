CREATE TABLE "conversion_base_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"macros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_base_links_kind_check" CHECK ("conversion_base_links"."kind" in ('click', 'impression', 'callback')),
	CONSTRAINT "conversion_base_links_method_check" CHECK ("conversion_base_links"."method" in ('GET', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "conversion_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"game_id" integer NOT NULL,
	"platform" text NOT NULL,
	"game_app_id" integer,
	"name" text NOT NULL,
	"download_url" text NOT NULL,
	"click_url" text NOT NULL,
	"impression_url" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_bases_medium_check" CHECK ("conversion_bases"."medium" in ('bytedance', 'kuaishou', 'tencent')),
	CONSTRAINT "conversion_bases_platform_check" CHECK ("conversion_bases"."platform" in ('APP_ANDROID', 'APP_IOS'))
);
--> statement-breakpoint
ALTER TABLE "conversion_base_links" ADD CONSTRAINT "conversion_base_links_base_id_conversion_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."conversion_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_game_app_id_game_apps_id_fk" FOREIGN KEY ("game_app_id") REFERENCES "public"."game_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_base_links_kind_uq" ON "conversion_base_links" USING btree ("base_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_bases_game_platform_uq" ON "conversion_bases" USING btree ("medium","game_id","platform");--> statement-breakpoint
CREATE INDEX "conversion_bases_medium_idx" ON "conversion_bases" USING btree ("medium","created_at");