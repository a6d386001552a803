DROP INDEX "material_dirs_parent_name_uq";--> statement-breakpoint
ALTER TABLE "material_dirs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "reject_image" text;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "reviewer_id" integer;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_files_review_idx" ON "material_files" USING btree ("review_status","reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_dirs_parent_name_uq" ON "material_dirs" USING btree (coalesce("parent_id", 0),"name") WHERE "material_dirs"."deleted_at" is null;