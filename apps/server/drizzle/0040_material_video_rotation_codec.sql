ALTER TABLE "material_files" ADD COLUMN "rotation" smallint;--> statement-breakpoint
ALTER TABLE "material_files" ADD COLUMN "codec" text;