CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" bigint NOT NULL,
	"person_id" bigint NOT NULL,
	"fields" text NOT NULL,
	"operation" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"removed" text NOT NULL,
	"erased_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_log_person_idx" ON "access_log" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "access_log_created_idx" ON "access_log" USING btree ("created_at");--> statement-breakpoint
-- Hand-written: the erasure log is append-only; subject lookups by name ignore case through an index.
CREATE FUNCTION erasures_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the erasure log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER erasures_append_only BEFORE UPDATE OR DELETE ON "erasures" FOR EACH ROW EXECUTE FUNCTION erasures_append_only();
--> statement-breakpoint
CREATE INDEX "people_name_lower_idx" ON "people" (lower("name"));
--> statement-breakpoint
-- An erasure finds a person's reactions and job results without scanning those tables.
CREATE INDEX "post_reactions_person_idx" ON "post_reactions" ("person_id");
--> statement-breakpoint
CREATE INDEX "post_reactions_url_idx" ON "post_reactions" ("pnet_url");
--> statement-breakpoint
CREATE INDEX "job_items_person_idx" ON "job_items" ("person_id");
