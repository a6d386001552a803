CREATE TABLE "landing_form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"component_id" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_stats" (
	"page_id" integer NOT NULL,
	"stat_date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"submits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_page_stats_page_id_stat_date_pk" PRIMARY KEY("page_id","stat_date")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"components" jsonb NOT NULL,
	"published_title" text,
	"published_components" jsonb,
	"published_at" timestamp with time zone,
	"changed_since_publish" integer DEFAULT 0 NOT NULL,
	"conversion_base_id" integer,
	"ad_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_form_submissions" ADD CONSTRAINT "landing_form_submissions_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_stats" ADD CONSTRAINT "landing_page_stats_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_conversion_base_id_conversion_bases_id_fk" FOREIGN KEY ("conversion_base_id") REFERENCES "public"."conversion_bases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_ad_id_ad_ids_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad_ids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_form_submissions_page_idx" ON "landing_form_submissions" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_slug_uq" ON "landing_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "landing_pages_updated_idx" ON "landing_pages" USING btree ("updated_at");