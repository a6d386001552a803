ALTER TABLE "autorule_items" ADD COLUMN "resume_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "autorule_items" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "autorule_items" ADD COLUMN "resume_note" text;--> statement-breakpoint
ALTER TABLE "autorule_items" ADD COLUMN "resume_task_item_id" bigint;--> statement-breakpoint
ALTER TABLE "autorule_items" ADD CONSTRAINT "autorule_items_resume_task_item_id_task_items_id_fk" FOREIGN KEY ("resume_task_item_id") REFERENCES "public"."task_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autorule_items_resume_due_idx" ON "autorule_items" USING btree ("resume_at") WHERE "autorule_items"."resume_at" is not null and "autorule_items"."resumed_at" is null;