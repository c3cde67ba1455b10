ALTER TABLE "person_sources" ADD COLUMN "line_hash" bigint;--> statement-breakpoint
CREATE INDEX "person_sources_line_idx" ON "person_sources" USING btree ("source","line_hash");