ALTER TABLE `people` ADD `facet_rank` integer;
