CREATE TABLE `person_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_id` integer NOT NULL,
	`pnet_url` text NOT NULL,
	`type` text NOT NULL,
	`field` text NOT NULL,
	`change` text NOT NULL,
	`detail` text NOT NULL,
	`occurred_at` text NOT NULL,
	`source` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `person_changes_type_idx` ON `person_changes` (`type`,`id`);--> statement-breakpoint
CREATE INDEX `person_changes_person_idx` ON `person_changes` (`person_id`);--> statement-breakpoint
ALTER TABLE `people` ADD `content_hash` text;
