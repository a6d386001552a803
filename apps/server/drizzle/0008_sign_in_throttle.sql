CREATE TABLE "user_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"target_user_id" integer,
	"action" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
DROP INDEX "login_failures_lookup_idx";--> statement-breakpoint
-- The old rows were counted per scope and subject; throttle state is short-lived, start afresh.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "user_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "known_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_audit_log" ADD CONSTRAINT "user_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_audit_log" ADD CONSTRAINT "user_audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_audit_log_target_idx" ON "user_audit_log" USING btree ("target_user_id","at");--> statement-breakpoint
CREATE INDEX "login_failures_user_idx" ON "login_failures" USING btree ("user_key","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","created_at");--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "scope";--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "subject";--> statement-breakpoint
-- Users keep passing a lock from where they already signed in: IPv4 addresses of existing sessions.
INSERT INTO "sign_in_addresses" ("user_id", "address", "first_seen_at", "last_seen_at")
SELECT "user_id", regexp_replace("ip", '^::ffff:', ''), min("created_at"), max("created_at")
FROM "sessions"
WHERE regexp_replace("ip", '^::ffff:', '') ~ '^[0-9]{1,3}(\.[0-9]{1,3}){3}$'
GROUP BY 1, 2
ON CONFLICT DO NOTHING;
