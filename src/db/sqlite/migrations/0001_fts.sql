-- Full-text indexes. Contentless (the text lives in the records) with contentless_delete so that
-- rows can be replaced; the repositories write them in the same transaction as the record.
-- Porter stemming over unicode61 with diacritics folded: "engineers" finds "engineer",
-- "Zurich" finds "Zürich".
CREATE VIRTUAL TABLE `people_fts` USING fts5(
  name, headline, summary, titles, companies, skills, schools, location,
  content='', contentless_delete=1,
  tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- bm25 weights per column, in column order: who someone is and what they do now weighs most,
-- free prose least (a long summary mentions everything once).
INSERT INTO `people_fts`(`people_fts`, `rank`) VALUES('rank', 'bm25(10.0, 6.0, 1.0, 8.0, 5.0, 4.0, 3.0, 3.0)');
--> statement-breakpoint
CREATE VIRTUAL TABLE `companies_fts` USING fts5(
  name, description, industry, keywords, location,
  content='', contentless_delete=1,
  tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `companies_fts`(`companies_fts`, `rank`) VALUES('rank', 'bm25(10.0, 2.0, 5.0, 4.0, 3.0)');
