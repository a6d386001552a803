CREATE TABLE "creation_configs" (
	"config_id" uuid PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"task_id" integer NOT NULL,
	"template_id" integer,
	"title" text NOT NULL,
	"draft" jsonb NOT NULL,
	"parents" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creation_presets" (
	"user_id" integer NOT NULL,
	"medium" text NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creation_presets_user_id_medium_type_pk" PRIMARY KEY("user_id","medium","type")
);
--> statement-breakpoint
CREATE TABLE "creation_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"template_name" text NOT NULL,
	"template_desc" text DEFAULT '' NOT NULL,
	"template_type" text NOT NULL,
	"gad_cfg_game_id" integer,
	"app_type" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "creation_configs" ADD CONSTRAINT "creation_configs_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_configs" ADD CONSTRAINT "creation_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_presets" ADD CONSTRAINT "creation_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_templates" ADD CONSTRAINT "creation_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creation_configs_medium_idx" ON "creation_configs" USING btree ("medium","created_at");--> statement-breakpoint
CREATE INDEX "creation_configs_task_idx" ON "creation_configs" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "creation_templates_medium_idx" ON "creation_templates" USING btree ("medium","updated_at");