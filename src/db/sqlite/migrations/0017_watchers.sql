CREATE TABLE `watcher_people` (
	`watcher_id` integer NOT NULL,
	`person_key` text NOT NULL,
	PRIMARY KEY(`watcher_id`, `person_key`)
);
--> statement-breakpoint
CREATE TABLE `watchers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`key_id` integer NOT NULL,
	`kind` text NOT NULL,
	`search` text,
	`events` text NOT NULL,
	`webhook_url` text NOT NULL,
	`secret` text NOT NULL,
	`status` text NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`matched_stamp` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watchers_public_id_uq` ON `watchers` (`public_id`);--> statement-breakpoint
CREATE INDEX `watchers_key_idx` ON `watchers` (`key_id`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`watcher_id` integer,
	`job_id` text,
	`key_id` integer NOT NULL,
	`message_id` text NOT NULL,
	`event_type` text NOT NULL,
	`webhook_url` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_status` integer,
	`last_error` text,
	`lease_owner` text,
	`lease_until` text,
	`created_at` text NOT NULL,
	`delivered_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_message_uq` ON `webhook_deliveries` (`watcher_id`,`message_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);