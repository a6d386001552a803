CREATE TABLE "autorule_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"medium" text NOT NULL,
	"trigger" text NOT NULL,
	"slot_at" timestamp with time zone,
	"definition" jsonb NOT NULL,
	"summary" text NOT NULL,
	"data_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"task_id" integer,
	"created_by" integer,
	"checked_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"acted_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autorule_batches_trigger_check" CHECK ("autorule_batches"."trigger" in ('manual', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "autorule_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"object_id" text NOT NULL,
	"object_name" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"outcome" text NOT NULL,
	"before" text,
	"after" text,
	"reason" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"task_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autorule_items_outcome_check" CHECK ("autorule_items"."outcome" in ('act', 'notify', 'skip', 'no_match'))
);
--> statement-breakpoint
CREATE TABLE "autorules" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"owner_id" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autorules_status_check" CHECK ("autorules"."status" in ('enabled', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "autorule_batches" ADD CONSTRAINT "autorule_batches_rule_id_autorules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."autorules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorule_batches" ADD CONSTRAINT "autorule_batches_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorule_batches" ADD CONSTRAINT "autorule_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorule_items" ADD CONSTRAINT "autorule_items_batch_id_autorule_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."autorule_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorule_items" ADD CONSTRAINT "autorule_items_task_item_id_task_items_id_fk" FOREIGN KEY ("task_item_id") REFERENCES "public"."task_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorules" ADD CONSTRAINT "autorules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autorule_batches_rule_slot_uq" ON "autorule_batches" USING btree ("rule_id","slot_at") WHERE "autorule_batches"."slot_at" is not null;--> statement-breakpoint
CREATE INDEX "autorule_batches_rule_created_idx" ON "autorule_batches" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "autorule_batches_medium_created_idx" ON "autorule_batches" USING btree ("medium","created_at");--> statement-breakpoint
CREATE INDEX "autorule_items_batch_idx" ON "autorule_items" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "autorule_items_rule_object_idx" ON "autorule_items" USING btree ("rule_id","object_id","created_at");--> statement-breakpoint
CREATE INDEX "autorule_items_object_idx" ON "autorule_items" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "autorules_medium_owner_idx" ON "autorules" USING btree ("medium","owner_id");--> statement-breakpoint
CREATE INDEX "autorules_status_idx" ON "autorules" USING btree ("status");