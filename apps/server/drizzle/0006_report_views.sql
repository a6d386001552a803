CREATE TABLE "report_columns" (
	"user_id" integer NOT NULL,
	"screen" text NOT NULL,
	"tab" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_columns_user_id_screen_tab_pk" PRIMARY KEY("user_id","screen","tab"),
	CONSTRAINT "report_columns_tab_check" CHECK ("report_columns"."tab" in ('account', 'project', 'promotion', 'material'))
);
--> statement-breakpoint
CREATE TABLE "report_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"screen" text NOT NULL,
	"tab" text NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_views_owner_name_unique" UNIQUE("owner_id","screen","tab","name"),
	CONSTRAINT "report_views_tab_check" CHECK ("report_views"."tab" in ('account', 'project', 'promotion', 'material'))
);
--> statement-breakpoint
ALTER TABLE "report_columns" ADD CONSTRAINT "report_columns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_views_scope_idx" ON "report_views" USING btree ("screen","tab","shared");