CREATE INDEX "projects_budget_code_idx" ON "projects" USING btree ("budget","code");--> statement-breakpoint
-- Trigram search where pg_trgm exists (PostgreSQL's contrib; PGlite when the server loads its
-- pg_trgm extension). Elsewhere the search stays a scan of search_text, and the app checks for
-- the extension before using its operators.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available: free-text search scans search_text';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops)';
  END IF;
END $$;
