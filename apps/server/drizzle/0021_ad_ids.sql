CREATE TABLE "ad_id_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"category_id" integer NOT NULL,
	"base_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"count" integer NOT NULL,
	"first_ad_id" text NOT NULL,
	"last_ad_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_id_batches_medium_check" CHECK ("ad_id_batches"."medium" in ('bytedance', 'kuaishou', 'tencent'))
);
--> statement-breakpoint
CREATE TABLE "ad_id_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_id_categories_medium_check" CHECK ("ad_id_categories"."medium" in ('bytedance', 'kuaishou', 'tencent'))
);
--> statement-breakpoint
CREATE TABLE "ad_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" text NOT NULL,
	"medium" text NOT NULL,
	"batch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"base_id" integer NOT NULL,
	"row" integer NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_ids_medium_check" CHECK ("ad_ids"."medium" in ('bytedance', 'kuaishou', 'tencent'))
);
--> statement-breakpoint
ALTER TABLE "ad_id_batches" ADD CONSTRAINT "ad_id_batches_category_id_ad_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ad_id_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_id_batches" ADD CONSTRAINT "ad_id_batches_base_id_conversion_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."conversion_bases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_id_batches" ADD CONSTRAINT "ad_id_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_id_categories" ADD CONSTRAINT "ad_id_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_ids" ADD CONSTRAINT "ad_ids_batch_id_ad_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."ad_id_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_ids" ADD CONSTRAINT "ad_ids_category_id_ad_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ad_id_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_ids" ADD CONSTRAINT "ad_ids_base_id_conversion_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."conversion_bases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_id_batches_medium_idx" ON "ad_id_batches" USING btree ("medium","created_at");--> statement-breakpoint
CREATE INDEX "ad_id_batches_category_idx" ON "ad_id_batches" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ad_id_batches_base_idx" ON "ad_id_batches" USING btree ("base_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_id_categories_name_uq" ON "ad_id_categories" USING btree ("medium","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_ids_ad_id_uq" ON "ad_ids" USING btree ("ad_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ad_ids_batch_idx" ON "ad_ids" USING btree ("batch_id","row");--> statement-breakpoint
CREATE INDEX "ad_ids_category_idx" ON "ad_ids" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ad_ids_base_idx" ON "ad_ids" USING btree ("base_id");