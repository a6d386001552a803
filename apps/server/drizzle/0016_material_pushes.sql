CREATE TABLE "material_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"md5" text NOT NULL,
	"medium" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"status" text NOT NULL,
	"media_file_id" text,
	"media_material_id" text,
	"media_ready" boolean,
	"reused" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"task_id" integer,
	"pushed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "material_pushes_status_check" CHECK ("material_pushes"."status" in ('pushing', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "material_pushes" ADD CONSTRAINT "material_pushes_file_id_material_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."material_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_pushes" ADD CONSTRAINT "material_pushes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_pushes" ADD CONSTRAINT "material_pushes_pushed_by_users_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_pushes_file_account_uq" ON "material_pushes" USING btree ("file_id","medium","advertiser_id");--> statement-breakpoint
CREATE INDEX "material_pushes_reuse_idx" ON "material_pushes" USING btree ("md5","medium","advertiser_id");