-- The facet index gets the person's words too (same text as people_fts, all columns in one), so
-- that structured filters and leftover query words intersect in one detail=none MATCH, with no
-- bm25 over common words. Same tokenizer as people_fts: a word matches here exactly when it does
-- there. The rows are rebuilt from the records on the next open (FACETS_VERSION 3).
DROP TABLE IF EXISTS `people_facets`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `people_facets` USING fts5(
  tokens, words,
  content='', contentless_delete=1, detail=none,
  tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
DELETE FROM `meta` WHERE `key` = 'facets_version';
