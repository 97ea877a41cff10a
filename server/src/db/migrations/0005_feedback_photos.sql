CREATE TABLE "feedback_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"token_hash" text NOT NULL,
	"project_code" text NOT NULL,
	"project_title" text NOT NULL,
	"ward_id" smallint NOT NULL,
	"sub_county_id" smallint NOT NULL,
	"department_id" smallint NOT NULL,
	"financial_year" smallint NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"display_name" text,
	"contact_phone" text,
	"contact_email" text,
	"state" text DEFAULT 'received' NOT NULL,
	"hidden_reason" text,
	"notice" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_items_kind_check" CHECK ("feedback_items"."kind" in ('question', 'complaint', 'compliment', 'problem')),
	CONSTRAINT "feedback_items_state_check" CHECK ("feedback_items"."state" in ('received', 'published', 'hidden', 'withdrawn', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"body" text NOT NULL,
	"department_id" smallint NOT NULL,
	"author_role" text NOT NULL,
	"author_name" text,
	"actor_sub" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_files" (
	"photo_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_files_photo_id_width_format_pk" PRIMARY KEY("photo_id","width","format"),
	CONSTRAINT "photo_files_format_check" CHECK ("photo_files"."format" in ('webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"feedback_id" integer,
	"source" text NOT NULL,
	"stage" text,
	"caption" text,
	"taken_at" timestamp with time zone,
	"lat" double precision,
	"lon" double precision,
	"ward_distance_km" double precision,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_source_check" CHECK ("photos"."source" in ('staff', 'resident')),
	CONSTRAINT "photos_stage_check" CHECK ("photos"."stage" is null or "photos"."stage" in ('before', 'during', 'after'))
);
--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedback_items_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_feedback_id_feedback_items_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_items_ref_idx" ON "feedback_items" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_items_token_idx" ON "feedback_items" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "feedback_items_project_idx" ON "feedback_items" USING btree ("project_code","state");--> statement-breakpoint
CREATE INDEX "feedback_items_state_created_idx" ON "feedback_items" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "feedback_replies_item_idx" ON "feedback_replies" USING btree ("feedback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_files_hash_idx" ON "photo_files" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "photos_project_idx" ON "photos" USING btree ("project_code","sort_order");--> statement-breakpoint
CREATE INDEX "photos_feedback_idx" ON "photos" USING btree ("feedback_id");