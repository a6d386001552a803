CREATE TABLE "material_dirs" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"dir_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"md5" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"thumb_sha256" text,
	"media" text[] NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"gad_cfg_game_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_dirs" ADD CONSTRAINT "material_dirs_parent_id_material_dirs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."material_dirs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_dirs" ADD CONSTRAINT "material_dirs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_dir_id_material_dirs_id_fk" FOREIGN KEY ("dir_id") REFERENCES "public"."material_dirs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_dirs_parent_idx" ON "material_dirs" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_dirs_parent_name_uq" ON "material_dirs" USING btree (coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE INDEX "material_files_dir_idx" ON "material_files" USING btree ("dir_id");--> statement-breakpoint
CREATE INDEX "material_files_md5_idx" ON "material_files" USING btree ("md5");--> statement-breakpoint
CREATE INDEX "material_files_created_by_idx" ON "material_files" USING btree ("created_by");