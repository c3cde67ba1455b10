CREATE TABLE "id_sequences" (
	"name" text PRIMARY KEY NOT NULL,
	"last" bigint NOT NULL
);
--> statement-breakpoint
-- Seeded past the highest id ever used (issue 42): the rows there are, and the ids that rows
-- elsewhere still name after their own row was deleted (an erasure is logged with its person id,
-- the access log and the change log keep theirs).
INSERT INTO "id_sequences" ("name", "last") VALUES ('people', GREATEST(
	(SELECT max("id") FROM "people"),
	(SELECT max("person_id") FROM "erasures"),
	(SELECT max("person_id") FROM "access_log"),
	(SELECT max("person_id") FROM "person_changes"),
	0
));--> statement-breakpoint
INSERT INTO "id_sequences" ("name", "last") VALUES ('companies', GREATEST(
	(SELECT max("id") FROM "companies"),
	(SELECT max("company_id") FROM "experiences"),
	(SELECT max("current_company_id") FROM "people"),
	0
));--> statement-breakpoint
INSERT INTO "id_sequences" ("name", "last") VALUES ('posts', GREATEST(
	(SELECT max("id") FROM "posts"),
	(SELECT max("post_id") FROM "post_reactions"),
	0
));
