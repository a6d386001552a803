CREATE TABLE "conversion_base_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_id" integer NOT NULL,
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"status" text NOT NULL,
	"asset_id" text,
	"track_url_group_id" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"error_message" text,
	"task_id" integer,
	"pushed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "conversion_base_pushes_status_check" CHECK ("conversion_base_pushes"."status" in ('pushing', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "conversion_base_pushes" ADD CONSTRAINT "conversion_base_pushes_base_id_conversion_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."conversion_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_base_pushes" ADD CONSTRAINT "conversion_base_pushes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_base_pushes" ADD CONSTRAINT "conversion_base_pushes_pushed_by_users_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_base_pushes_account_uq" ON "conversion_base_pushes" USING btree ("base_id","medium","advertiser_id");