ALTER TABLE "material_pushes" ADD COLUMN "cover_id" text;--> statement-breakpoint
ALTER TABLE "material_pushes" ADD COLUMN "cover_url" text;