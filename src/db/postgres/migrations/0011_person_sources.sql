CREATE TABLE "person_aliases" (
	"alias_key" text PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_sources" (
	"person_id" bigint NOT NULL,
	"source" text NOT NULL,
	"first_seen" text NOT NULL,
	"last_seen" text NOT NULL,
	"view" text,
	"fields" text,
	"won" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "person_sources_person_id_source_pk" PRIMARY KEY("person_id","source")
);
--> statement-breakpoint
CREATE INDEX "person_aliases_person_idx" ON "person_aliases" USING btree ("person_id");