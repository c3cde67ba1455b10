-- Facet index: one bag of structured tokens per person (src/domain/search/facets.ts). detail=none
-- keeps only which rows hold a token, all that filtering needs; nothing here is ranked. The rows
-- are (re)built by the people repository, also for people stored before this table existed
-- (meta key facets_version).
CREATE VIRTUAL TABLE `people_facets` USING fts5(
  tokens,
  content='', contentless_delete=1, detail=none,
  tokenize='unicode61'
);
