CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_sub" text NOT NULL,
	"actor_issuer" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "oidc_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "oidc_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_day_kind_key_pk" PRIMARY KEY("day","kind","key"),
	CONSTRAINT "usage_daily_kind_check" CHECK ("usage_daily"."kind" in ('page', 'api', 'download', 'search', 'project'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_sub","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "oidc_store_grant_idx" ON "oidc_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_store_uid_idx" ON "oidc_store" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_store_expires_idx" ON "oidc_store" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_idx" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "usage_daily_kind_day_idx" ON "usage_daily" USING btree ("kind","day");