DROP INDEX "photo_files_hash_idx";--> statement-breakpoint
CREATE INDEX "photo_files_hash_idx" ON "photo_files" USING btree ("hash");