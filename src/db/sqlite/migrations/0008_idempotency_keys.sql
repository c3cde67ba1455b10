CREATE TABLE `idempotency_keys` (
	`key_id` integer NOT NULL,
	`idem_key` text NOT NULL,
	`request_hash` text NOT NULL,
	`state` text NOT NULL,
	`status` integer,
	`body` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_uq` ON `idempotency_keys` (`key_id`,`idem_key`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);