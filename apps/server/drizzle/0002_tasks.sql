CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"task_id" integer,
	"task_item_id" bigint,
	"medium" text,
	"advertiser_id" text,
	"object_type" text,
	"object_id" text,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"before" jsonb,
	"after" jsonb,
	"request" jsonb,
	"response" jsonb
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"task_type" text NOT NULL,
	"seq" integer NOT NULL,
	"group_key" text NOT NULL,
	"limiter_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"round_attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"medium" text,
	"advertiser_id" text,
	"object_type" text,
	"object_id" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_items_status_check" CHECK ("task_items"."status" in ('pending', 'running', 'succeeded', 'failed', 'cancelled', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"running_count" integer DEFAULT 0 NOT NULL,
	"succeeded_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"unknown_count" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'running', 'succeeded', 'partially_failed', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_task_item_id_task_items_id_fk" FOREIGN KEY ("task_item_id") REFERENCES "public"."task_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_items" ADD CONSTRAINT "task_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_object_idx" ON "change_log" USING btree ("object_type","object_id","at");--> statement-breakpoint
CREATE INDEX "change_log_object_id_idx" ON "change_log" USING btree ("object_id","at");--> statement-breakpoint
CREATE INDEX "change_log_task_idx" ON "change_log" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_items_task_seq_uq" ON "task_items" USING btree ("task_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "task_items_type_key_uq" ON "task_items" USING btree ("task_type","idempotency_key");--> statement-breakpoint
CREATE INDEX "task_items_task_status_idx" ON "task_items" USING btree ("task_id","status","seq");--> statement-breakpoint
CREATE INDEX "task_items_claim_idx" ON "task_items" USING btree ("available_at","id") WHERE "task_items"."status" in ('pending', 'unknown');--> statement-breakpoint
CREATE INDEX "task_items_lease_idx" ON "task_items" USING btree ("lease_expires_at") WHERE "task_items"."status" = 'running';--> statement-breakpoint
CREATE INDEX "tasks_created_by_idx" ON "tasks" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "tasks_type_status_idx" ON "tasks" USING btree ("type","status");