DROP INDEX "conversion_bases_game_platform_uq";--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD COLUMN "kind" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD COLUMN "mini_program_type" text;--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD COLUMN "mini_program_id" text;--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD COLUMN "start_path" text;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_bases_game_platform_kind_uq" ON "conversion_bases" USING btree ("medium","game_id","platform","kind");--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_kind_check" CHECK ("conversion_bases"."kind" in ('app', 'mini_program', 'non_stream'));--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_mini_program_type_check" CHECK ("conversion_bases"."mini_program_type" in ('byte_app', 'byte_game'));