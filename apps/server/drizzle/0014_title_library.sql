CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"gad_cfg_game_id" integer NOT NULL,
	"text" text NOT NULL,
	"length" integer NOT NULL,
	"media" text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_gad_cfg_game_id_games_gad_cfg_game_id_fk" FOREIGN KEY ("gad_cfg_game_id") REFERENCES "public"."games"("gad_cfg_game_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "titles_game_text_uq" ON "titles" USING btree ("gad_cfg_game_id","text");--> statement-breakpoint
CREATE INDEX "titles_created_by_idx" ON "titles" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "titles_created_at_idx" ON "titles" USING btree ("created_at");