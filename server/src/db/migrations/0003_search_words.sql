CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "projects" p, regexp_split_to_table(p."search_text", '[^[:alpha:]]+') AS w
WHERE length(w) >= 5;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops)';
  END IF;
END $$;
