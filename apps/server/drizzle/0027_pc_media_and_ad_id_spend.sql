CREATE TABLE "ad_id_spend_daily" (
	"ad_id_id" integer NOT NULL,
	"stat_date" date NOT NULL,
	"medium" text NOT NULL,
	"cost" bigint NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"activations" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"pay_amount" bigint DEFAULT 0 NOT NULL,
	"import_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_id_spend_daily_pk" PRIMARY KEY("ad_id_id","stat_date"),
	CONSTRAINT "ad_id_spend_daily_medium_check" CHECK ("ad_id_spend_daily"."medium" in ('other', 'pc'))
);
--> statement-breakpoint
CREATE TABLE "ad_id_spend_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"replaced" integer NOT NULL,
	"ad_ids" integer NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"cost" bigint NOT NULL,
	"media" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_id_batches" DROP CONSTRAINT "ad_id_batches_medium_check";--> statement-breakpoint
ALTER TABLE "ad_id_categories" DROP CONSTRAINT "ad_id_categories_medium_check";--> statement-breakpoint
ALTER TABLE "ad_ids" DROP CONSTRAINT "ad_ids_medium_check";--> statement-breakpoint
ALTER TABLE "conversion_bases" DROP CONSTRAINT "conversion_bases_medium_check";--> statement-breakpoint
ALTER TABLE "conversion_bases" DROP CONSTRAINT "conversion_bases_platform_check";--> statement-breakpoint
ALTER TABLE "ad_id_spend_daily" ADD CONSTRAINT "ad_id_spend_daily_ad_id_id_ad_ids_id_fk" FOREIGN KEY ("ad_id_id") REFERENCES "public"."ad_ids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_id_spend_daily" ADD CONSTRAINT "ad_id_spend_daily_import_id_ad_id_spend_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ad_id_spend_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_id_spend_imports" ADD CONSTRAINT "ad_id_spend_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_id_spend_daily_import_idx" ON "ad_id_spend_daily" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "ad_id_spend_daily_medium_idx" ON "ad_id_spend_daily" USING btree ("medium","stat_date");--> statement-breakpoint
CREATE INDEX "ad_id_spend_imports_created_idx" ON "ad_id_spend_imports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ad_id_batches" ADD CONSTRAINT "ad_id_batches_medium_check" CHECK ("ad_id_batches"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "ad_id_categories" ADD CONSTRAINT "ad_id_categories_medium_check" CHECK ("ad_id_categories"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "ad_ids" ADD CONSTRAINT "ad_ids_medium_check" CHECK ("ad_ids"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_medium_check" CHECK ("conversion_bases"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_platform_check" CHECK ("conversion_bases"."platform" in ('APP_ANDROID', 'APP_IOS', 'PC'));