CREATE TABLE `inferred_emails` (
	`lookup_key` text PRIMARY KEY NOT NULL,
	`person_id` integer NOT NULL,
	`domain` text NOT NULL,
	`rating` integer NOT NULL,
	`provider` text NOT NULL,
	`issued_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inferred_emails_person_idx` ON `inferred_emails` (`person_id`);