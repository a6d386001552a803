ALTER TABLE "material_files" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "designer_id" integer;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_files_deleted_idx" ON "material_files" USING btree ("deleted_at");--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_review_status_check" CHECK ("material_files"."review_status" in ('pending', 'approved', 'rejected'));