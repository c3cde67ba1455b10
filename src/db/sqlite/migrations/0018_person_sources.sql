CREATE TABLE `person_aliases` (
	`alias_key` text PRIMARY KEY NOT NULL,
	`person_id` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `person_aliases_person_idx` ON `person_aliases` (`person_id`);--> statement-breakpoint
CREATE TABLE `person_sources` (
	`person_id` integer NOT NULL,
	`source` text NOT NULL,
	`first_seen` text NOT NULL,
	`last_seen` text NOT NULL,
	`view` text,
	`fields` text,
	`won` integer DEFAULT 0 NOT NULL,
	`lost` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`person_id`, `source`)
);
