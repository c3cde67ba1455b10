ALTER TABLE "people_facets" ADD COLUMN "rank" bigint;--> statement-breakpoint
CREATE INDEX "people_facets_rank_idx" ON "people_facets" USING btree ("rank");
