CREATE TABLE `access_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`key_id` integer NOT NULL,
	`person_id` integer NOT NULL,
	`fields` text NOT NULL,
	`operation` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `access_log_person_idx` ON `access_log` (`person_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `access_log_created_idx` ON `access_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `erasures` (
	`id` integer PRIMARY KEY NOT NULL,
	`person_id` integer NOT NULL,
	`reason` text NOT NULL,
	`requested_by` text NOT NULL,
	`removed` text NOT NULL,
	`erased_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `suppressions` (
	`hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express these): the erasure log is append-only, and subject
-- lookups by name compare without case through an index.
CREATE TRIGGER `erasures_no_update` BEFORE UPDATE ON `erasures` BEGIN SELECT RAISE(ABORT, 'the erasure log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `erasures_no_delete` BEFORE DELETE ON `erasures` BEGIN SELECT RAISE(ABORT, 'the erasure log is append-only'); END;
--> statement-breakpoint
CREATE INDEX `people_name_nocase_idx` ON `people` (`name` COLLATE NOCASE);
--> statement-breakpoint
-- An erasure finds a person's reactions and job results without scanning those tables.
CREATE INDEX `post_reactions_person_idx` ON `post_reactions` (`person_id`);
--> statement-breakpoint
CREATE INDEX `post_reactions_url_idx` ON `post_reactions` (`pnet_url`);
--> statement-breakpoint
CREATE INDEX `job_items_person_idx` ON `job_items` (`person_id`);
