CREATE TABLE "monitor_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"slot_at" timestamp with time zone,
	"checked_count" integer DEFAULT 0 NOT NULL,
	"matching_count" integer DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"resolved_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"incident_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" text NOT NULL,
	"url_masked" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"task_id" integer,
	"task_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_deliveries_event_check" CHECK ("monitor_deliveries"."event" in ('opened', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "monitor_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"subject_key" text NOT NULL,
	"subject_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "monitor_incidents_status_check" CHECK ("monitor_incidents"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "monitor_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"incident_id" integer NOT NULL,
	"event" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_notifications_event_check" CHECK ("monitor_notifications"."event" in ('opened', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "monitor_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"owner_id" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"channels_sealed" text,
	"robot_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_rules_status_check" CHECK ("monitor_rules"."status" in ('enabled', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "monitor_checks" ADD CONSTRAINT "monitor_checks_rule_id_monitor_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."monitor_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_checks" ADD CONSTRAINT "monitor_checks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_deliveries" ADD CONSTRAINT "monitor_deliveries_rule_id_monitor_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."monitor_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_deliveries" ADD CONSTRAINT "monitor_deliveries_incident_id_monitor_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."monitor_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_deliveries" ADD CONSTRAINT "monitor_deliveries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_deliveries" ADD CONSTRAINT "monitor_deliveries_task_item_id_task_items_id_fk" FOREIGN KEY ("task_item_id") REFERENCES "public"."task_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_incidents" ADD CONSTRAINT "monitor_incidents_rule_id_monitor_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."monitor_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_notifications" ADD CONSTRAINT "monitor_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_notifications" ADD CONSTRAINT "monitor_notifications_rule_id_monitor_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."monitor_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_notifications" ADD CONSTRAINT "monitor_notifications_incident_id_monitor_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."monitor_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_rules" ADD CONSTRAINT "monitor_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_checks_rule_slot_uq" ON "monitor_checks" USING btree ("rule_id","slot_at") WHERE "monitor_checks"."slot_at" is not null;--> statement-breakpoint
CREATE INDEX "monitor_checks_rule_created_idx" ON "monitor_checks" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "monitor_deliveries_rule_idx" ON "monitor_deliveries" USING btree ("rule_id","id");--> statement-breakpoint
CREATE INDEX "monitor_deliveries_incident_idx" ON "monitor_deliveries" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_incidents_open_uq" ON "monitor_incidents" USING btree ("rule_id","subject_key") WHERE "monitor_incidents"."status" = 'open';--> statement-breakpoint
CREATE INDEX "monitor_incidents_rule_opened_idx" ON "monitor_incidents" USING btree ("rule_id","opened_at");--> statement-breakpoint
CREATE INDEX "monitor_notifications_user_idx" ON "monitor_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "monitor_notifications_unread_idx" ON "monitor_notifications" USING btree ("user_id") WHERE "monitor_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "monitor_rules_owner_idx" ON "monitor_rules" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "monitor_rules_status_idx" ON "monitor_rules" USING btree ("status");