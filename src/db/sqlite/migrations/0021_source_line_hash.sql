ALTER TABLE `person_sources` ADD `line_hash` integer;--> statement-breakpoint
CREATE INDEX `person_sources_line_idx` ON `person_sources` (`source`,`line_hash`);