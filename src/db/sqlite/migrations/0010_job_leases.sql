ALTER TABLE `jobs` ADD `locked_by` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `lease_until` integer;