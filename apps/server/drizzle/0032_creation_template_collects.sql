CREATE TABLE "creation_template_collects" (
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creation_template_collects_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "creation_template_collects" ADD CONSTRAINT "creation_template_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_template_collects" ADD CONSTRAINT "creation_template_collects_template_id_creation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."creation_templates"("id") ON DELETE no action ON UPDATE no action;