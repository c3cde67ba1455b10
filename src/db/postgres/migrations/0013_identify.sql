-- The identify index (docs/identify.md). Hand-written: drizzle-kit does not express triggers.
-- Keys and counted values are 52-bit hashes (src/domain/identify/text.ts).
CREATE TABLE "identify_keys" (
	"key" bigint NOT NULL,
	"person_id" bigint NOT NULL,
	PRIMARY KEY ("key", "person_id")
);
--> statement-breakpoint
-- The person's compact profile, and the keys and counted values written for them (JSON arrays):
-- what to take out when they are indexed again or deleted.
CREATE TABLE "identify_people" (
	"person_id" bigint PRIMARY KEY NOT NULL,
	"keys" text NOT NULL,
	"terms" text NOT NULL,
	"profile" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identify_terms" (
	"term" bigint PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- People written since they were indexed; seq moves with every write, so an entry computed from
-- an older read never clears a newer mark.
CREATE TABLE "identify_due" (
	"person_id" bigint PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
-- What rows were scored against (levels and u, no personal data): expectation-maximisation of m.
CREATE TABLE "identify_samples" (
	"id" bigserial PRIMARY KEY,
	"batch" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION identify_mark_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO identify_due (person_id, seq) VALUES (NEW.id, 1)
	ON CONFLICT (person_id) DO UPDATE SET seq = identify_due.seq + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION identify_mark_contact() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE owner bigint;
BEGIN
	owner := CASE WHEN TG_OP = 'DELETE' THEN OLD.person_id ELSE NEW.person_id END;
	IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM people WHERE id = owner) THEN RETURN NULL; END IF;
	INSERT INTO identify_due (person_id, seq) VALUES (owner, 1)
	ON CONFLICT (person_id) DO UPDATE SET seq = identify_due.seq + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted person (an erasure) leaves nothing in the index, in the deleting transaction.
CREATE FUNCTION identify_forget_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE entry record;
BEGIN
	SELECT keys, terms INTO entry FROM identify_people WHERE person_id = OLD.id;
	IF FOUND THEN
		DELETE FROM identify_keys WHERE person_id = OLD.id
			AND key IN (SELECT jsonb_array_elements_text(entry.keys::jsonb)::bigint);
		UPDATE identify_terms SET n = n - 1
			WHERE term IN (SELECT jsonb_array_elements_text(entry.terms::jsonb)::bigint);
		DELETE FROM identify_people WHERE person_id = OLD.id;
	END IF;
	DELETE FROM identify_due WHERE person_id = OLD.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER identify_due_person_insert AFTER INSERT ON "people" FOR EACH ROW EXECUTE FUNCTION identify_mark_person();
--> statement-breakpoint
CREATE TRIGGER identify_due_person_update AFTER UPDATE OF "record", "name" ON "people" FOR EACH ROW EXECUTE FUNCTION identify_mark_person();
--> statement-breakpoint
CREATE TRIGGER identify_due_contact AFTER INSERT OR DELETE ON "contacts" FOR EACH ROW EXECUTE FUNCTION identify_mark_contact();
--> statement-breakpoint
CREATE TRIGGER identify_forget_person AFTER DELETE ON "people" FOR EACH ROW EXECUTE FUNCTION identify_forget_person();
--> statement-breakpoint
INSERT INTO identify_due (person_id, seq) SELECT id, 1 FROM people;
