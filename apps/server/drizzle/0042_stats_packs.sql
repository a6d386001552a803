CREATE TABLE "stats_pack_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"level" smallint NOT NULL,
	"from_date" date
);
--> statement-breakpoint
CREATE TABLE "stats_pack_state" (
	"medium" text NOT NULL,
	"level" smallint NOT NULL,
	"members" text[] NOT NULL,
	"ranks" integer[] NOT NULL,
	"created_min" timestamp with time zone,
	"created_max" timestamp with time zone,
	"created_unknown" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_pack_state_pk" PRIMARY KEY("medium","level"),
	CONSTRAINT "stats_pack_state_medium_check" CHECK ("stats_pack_state"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2')),
	CONSTRAINT "stats_pack_state_level_check" CHECK ("stats_pack_state"."level" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "stats_packs" (
	"medium" text NOT NULL,
	"level" smallint NOT NULL,
	"stat_date" date NOT NULL,
	"cost" text NOT NULL,
	"impressions" text NOT NULL,
	"clicks" text NOT NULL,
	"conversions" text NOT NULL,
	"deep_conversions" text NOT NULL,
	"activations" text NOT NULL,
	"registrations" text NOT NULL,
	"pay_count" text NOT NULL,
	"pay_amount" text NOT NULL,
	"plays" text NOT NULL,
	"valid_plays" text NOT NULL,
	"totals" bigint[] NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_packs_pk" PRIMARY KEY("medium","level","stat_date"),
	CONSTRAINT "stats_packs_medium_check" CHECK ("stats_packs"."medium" in ('bytedance', 'kuaishou', 'tencent', 'bytedance_v2', 'tencent_v2')),
	CONSTRAINT "stats_packs_level_check" CHECK ("stats_packs"."level" in (1, 2, 3))
);
--> statement-breakpoint
CREATE INDEX "stats_pack_changes_level_idx" ON "stats_pack_changes" USING btree ("medium","level");
--> statement-breakpoint
-- The objects of a level changed (added, removed, or created at another time): the level's packs
-- no longer hold its objects, so the reports read the running totals until the next build.
CREATE OR REPLACE FUNCTION toufang_note_pack_objects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    INSERT INTO stats_pack_changes (medium, level) VALUES (NEW.medium, TG_ARGV[0]::smallint);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO stats_pack_changes (medium, level)
      SELECT DISTINCT medium, TG_ARGV[0]::smallint FROM changed_rows;
  ELSE
    INSERT INTO stats_pack_changes (medium, level)
      SELECT DISTINCT medium, TG_ARGV[0]::smallint FROM removed_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_pack_insert AFTER INSERT ON campaigns REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_note_pack_objects('1');
--> statement-breakpoint
CREATE TRIGGER campaigns_pack_delete AFTER DELETE ON campaigns REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_note_pack_objects('1');
--> statement-breakpoint
CREATE TRIGGER campaigns_pack_created AFTER UPDATE OF medium_created_at ON campaigns FOR EACH ROW
  WHEN (OLD.medium_created_at IS DISTINCT FROM NEW.medium_created_at)
  EXECUTE FUNCTION toufang_note_pack_objects('1');
--> statement-breakpoint
CREATE TRIGGER ads_pack_insert AFTER INSERT ON ads REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_note_pack_objects('2');
--> statement-breakpoint
CREATE TRIGGER ads_pack_delete AFTER DELETE ON ads REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_note_pack_objects('2');
--> statement-breakpoint
CREATE TRIGGER ads_pack_created AFTER UPDATE OF medium_created_at ON ads FOR EACH ROW
  WHEN (OLD.medium_created_at IS DISTINCT FROM NEW.medium_created_at)
  EXECUTE FUNCTION toufang_note_pack_objects('2');
--> statement-breakpoint
CREATE TRIGGER creatives_pack_insert AFTER INSERT ON creatives REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_note_pack_objects('3');
--> statement-breakpoint
CREATE TRIGGER creatives_pack_delete AFTER DELETE ON creatives REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_note_pack_objects('3');
--> statement-breakpoint
CREATE TRIGGER creatives_pack_created AFTER UPDATE OF medium_created_at ON creatives FOR EACH ROW
  WHEN (OLD.medium_created_at IS DISTINCT FROM NEW.medium_created_at)
  EXECUTE FUNCTION toufang_note_pack_objects('3');
--> statement-breakpoint
-- Levels that already have stats are built by the next sync run.
INSERT INTO stats_pack_changes (medium, level, from_date)
  SELECT medium, level, min(stat_date) FROM stats_daily_cumulative WHERE level IN (1, 2, 3)
  GROUP BY medium, level;
