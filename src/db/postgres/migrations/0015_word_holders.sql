-- How many people hold each word of the facet index (people_facets.words): a word's count for its
-- bm25 weight and the typo check read as one row, where counting the holders visits every holder's
-- heap page (a GIN index never answers alone; bench/README.md, "Word counts kept at write time").
-- Hand-written: drizzle-kit does not express triggers. Kept by statement triggers in the writing
-- transaction, so in every snapshot `n` is the number of facet rows whose words hold `word` (each
-- row's words are distinct: src/domain/search/words.ts wordSet). A word no one holds any more keeps
-- its row at 0.
CREATE TABLE "word_holders" (
	"word" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
-- The writers of counts take turns until they commit (the advisory lock, LOCKS.wordHolders in
-- ../migrate.ts): common words would make them wait for each other anyway, and one upsert of facet
-- rows runs its insert trigger and its update trigger one after the other, each locking its words,
-- so two writers taking theirs in two passes could deadlock.
CREATE FUNCTION word_holders_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM added) THEN RETURN NULL; END IF;
	PERFORM pg_advisory_xact_lock(7262006);
	INSERT INTO word_holders (word, n)
	SELECT w, count(*) FROM added, unnest(added.words) AS w GROUP BY w ORDER BY w
	ON CONFLICT (word) DO UPDATE SET n = word_holders.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION word_holders_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM removed) THEN RETURN NULL; END IF;
	PERFORM pg_advisory_xact_lock(7262006);
	UPDATE word_holders h SET n = h.n - d.c
	FROM (SELECT w, count(*) AS c FROM removed, unnest(removed.words) AS w GROUP BY w) d
	WHERE h.word = d.w;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts only the words a row gained or lost: a rewrite with the same words locks nothing.
CREATE FUNCTION word_holders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM added a JOIN removed r ON r.id = a.id WHERE a.words IS DISTINCT FROM r.words
	) THEN RETURN NULL; END IF;
	PERFORM pg_advisory_xact_lock(7262006);
	INSERT INTO word_holders (word, n)
	SELECT w, sum(c) FROM (
		SELECT w, 1 AS c FROM added, unnest(added.words) AS w
		UNION ALL
		SELECT w, -1 FROM removed, unnest(removed.words) AS w
	) d GROUP BY w HAVING sum(c) <> 0 ORDER BY w
	ON CONFLICT (word) DO UPDATE SET n = word_holders.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER word_holders_insert AFTER INSERT ON "people_facets" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION word_holders_added();
--> statement-breakpoint
CREATE TRIGGER word_holders_delete AFTER DELETE ON "people_facets" REFERENCING OLD TABLE AS removed
	FOR EACH STATEMENT EXECUTE FUNCTION word_holders_removed();
--> statement-breakpoint
CREATE TRIGGER word_holders_update AFTER UPDATE ON "people_facets" REFERENCING OLD TABLE AS removed NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION word_holders_changed();
--> statement-breakpoint
-- The facet rows already written.
INSERT INTO word_holders (word, n) SELECT w, count(*) FROM people_facets, unnest(words) AS w GROUP BY w;
