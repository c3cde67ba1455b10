CREATE TABLE "person_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"pnet_url" text NOT NULL,
	"type" text NOT NULL,
	"field" text NOT NULL,
	"change" text NOT NULL,
	"detail" text NOT NULL,
	"occurred_at" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "person_changes_type_idx" ON "person_changes" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "person_changes_person_idx" ON "person_changes" USING btree ("person_id");