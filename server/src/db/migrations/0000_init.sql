CREATE TABLE "departments" (
	"id" smallint PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"variants" text[] DEFAULT '{}' NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sub_counties" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sub_counties_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sub_county_id" smallint NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "wards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "defects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"description" text NOT NULL,
	"reported_on" date NOT NULL,
	"fixed_on" date,
	"liability_period_end" date,
	CONSTRAINT "defects_severity_check" CHECK ("defects"."severity" in ('minor', 'major', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "progress_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"reading_date" date NOT NULL,
	"percent" smallint NOT NULL,
	"note" text,
	CONSTRAINT "progress_readings_percent_check" CHECK ("progress_readings"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"department_id" smallint NOT NULL,
	"sub_county_id" smallint NOT NULL,
	"ward_id" smallint NOT NULL,
	"state" text NOT NULL,
	"stalled_reason" text,
	"financial_year" smallint NOT NULL,
	"start_date" date,
	"planned_end_date" date,
	"completion_date" date,
	"budget" bigint NOT NULL,
	"contract_sum" bigint,
	"paid" bigint DEFAULT 0 NOT NULL,
	"funding_source" text NOT NULL,
	"contractor" text,
	"progress" smallint,
	"progress_date" date,
	"priority_rank" smallint,
	"forums" integer DEFAULT 0 NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"last_verified" date,
	"defects_total" integer DEFAULT 0 NOT NULL,
	"defects_open" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_state_check" CHECK ("projects"."state" in ('planned', 'procurement', 'ongoing', 'completed', 'stalled', 'cancelled')),
	CONSTRAINT "projects_money_check" CHECK ("projects"."budget" >= 0 and "projects"."paid" >= 0 and coalesce("projects"."contract_sum", 0) >= 0),
	CONSTRAINT "projects_progress_check" CHECK ("projects"."progress" is null or "projects"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "data_meta" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"token" text NOT NULL,
	"dataset_name" text NOT NULL,
	"sample_count" bigint NOT NULL,
	"project_count" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_rollup" (
	"sub_county_id" smallint NOT NULL,
	"ward_id" smallint NOT NULL,
	"department_id" smallint NOT NULL,
	"state" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"n" integer NOT NULL,
	"budget" bigint NOT NULL,
	"contract_sum" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"forums" integer NOT NULL,
	"participants" integer NOT NULL,
	"with_forums" integer NOT NULL,
	"p1" integer NOT NULL,
	"p2" integer NOT NULL,
	"p3" integer NOT NULL,
	"p4" integer NOT NULL,
	"p5" integer NOT NULL,
	"p_none" integer NOT NULL,
	"p1_budget" bigint NOT NULL,
	"p2_budget" bigint NOT NULL,
	"p3_budget" bigint NOT NULL,
	"p4_budget" bigint NOT NULL,
	"p5_budget" bigint NOT NULL,
	"p_none_budget" bigint NOT NULL,
	"with_defects" integer NOT NULL,
	"defects" integer NOT NULL,
	"defects_open" integer NOT NULL,
	"d_minor" integer NOT NULL,
	"d_major" integer NOT NULL,
	"d_critical" integer NOT NULL,
	"d_minor_open" integer NOT NULL,
	"d_major_open" integer NOT NULL,
	"d_critical_open" integer NOT NULL,
	"d_structural" integer NOT NULL,
	"d_workmanship" integer NOT NULL,
	"d_materials" integer NOT NULL,
	"d_drainage" integer NOT NULL,
	"d_electrical" integer NOT NULL,
	"d_plumbing" integer NOT NULL,
	"d_finishing" integer NOT NULL,
	"d_safety" integer NOT NULL,
	CONSTRAINT "project_rollup_pk" PRIMARY KEY("ward_id","department_id","state","financial_year")
);
--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_sub_county_id_sub_counties_id_fk" FOREIGN KEY ("sub_county_id") REFERENCES "public"."sub_counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_readings" ADD CONSTRAINT "progress_readings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sub_county_id_sub_counties_id_fk" FOREIGN KEY ("sub_county_id") REFERENCES "public"."sub_counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "defects_project_idx" ON "defects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_readings_project_date_idx" ON "progress_readings" USING btree ("project_id","reading_date");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_idx" ON "projects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "projects_ward_idx" ON "projects" USING btree ("ward_id");--> statement-breakpoint
CREATE INDEX "projects_sub_county_idx" ON "projects" USING btree ("sub_county_id");--> statement-breakpoint
CREATE INDEX "projects_department_idx" ON "projects" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "projects_state_idx" ON "projects" USING btree ("state");--> statement-breakpoint
CREATE INDEX "projects_financial_year_idx" ON "projects" USING btree ("financial_year");