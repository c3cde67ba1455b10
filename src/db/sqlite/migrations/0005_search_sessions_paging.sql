ALTER TABLE `search_sessions` ADD `examined` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `search_sessions` ADD `accepted_ids` text DEFAULT '[]' NOT NULL;