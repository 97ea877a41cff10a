ALTER TABLE "project_rollup" ALTER COLUMN "budget" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "contract_sum" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "paid" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "p1_budget" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "p2_budget" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "p3_budget" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "p4_budget" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "p5_budget" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_rollup" ALTER COLUMN "p_none_budget" SET DATA TYPE double precision;