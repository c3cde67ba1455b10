ALTER TABLE `job_items` ADD `emails` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `job_items` ADD `phones` integer DEFAULT 0 NOT NULL;