CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text,
	`prefix` text NOT NULL,
	`hash` text NOT NULL,
	`tier` text NOT NULL,
	`credits` integer DEFAULT 0 NOT NULL,
	`last_topup_at` text,
	`expires_at` text,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_uq` ON `api_keys` (`hash`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`website_domain` text,
	`pnet_key` text,
	`industry` text,
	`hq_country_iso2` text,
	`hq_city` text,
	`employees_count` integer,
	`founded_year` integer,
	`is_b2b` integer,
	`record` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `companies_name_key_idx` ON `companies` (`name_key`);--> statement-breakpoint
CREATE INDEX `companies_domain_idx` ON `companies` (`website_domain`);--> statement-breakpoint
CREATE UNIQUE INDEX `companies_pnet_key_uq` ON `companies` (`pnet_key`);--> statement-breakpoint
CREATE INDEX `companies_industry_idx` ON `companies` (`industry`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY NOT NULL,
	`person_id` integer NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`lookup_key` text NOT NULL,
	`rating` integer NOT NULL,
	`sub_type` text,
	`provider` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_person_value_uq` ON `contacts` (`person_id`,`kind`,`lookup_key`);--> statement-breakpoint
CREATE INDEX `contacts_lookup_idx` ON `contacts` (`kind`,`lookup_key`);--> statement-breakpoint
CREATE TABLE `credit_ledger` (
	`id` integer PRIMARY KEY NOT NULL,
	`key_id` integer NOT NULL,
	`delta` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`operation` text NOT NULL,
	`request_id` text,
	`job_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `credit_ledger_key_idx` ON `credit_ledger` (`key_id`,`id`);--> statement-breakpoint
CREATE INDEX `credit_ledger_job_idx` ON `credit_ledger` (`job_id`);--> statement-breakpoint
CREATE TABLE `educations` (
	`id` integer PRIMARY KEY NOT NULL,
	`person_id` integer NOT NULL,
	`position` integer NOT NULL,
	`school_name` text,
	`degree` text,
	`field_of_study` text,
	`date_from_year` integer,
	`date_to_year` integer,
	FOREIGN KEY (`person_id`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `educations_person_idx` ON `educations` (`person_id`);--> statement-breakpoint
CREATE INDEX `educations_school_idx` ON `educations` (`school_name`);--> statement-breakpoint
CREATE TABLE `experiences` (
	`id` integer PRIMARY KEY NOT NULL,
	`person_id` integer NOT NULL,
	`position` integer NOT NULL,
	`title` text,
	`company_id` integer,
	`company_name` text,
	`department` text,
	`management_level` text,
	`date_from` text,
	`date_to` text,
	`is_current` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `experiences_person_idx` ON `experiences` (`person_id`);--> statement-breakpoint
CREATE INDEX `experiences_company_idx` ON `experiences` (`company_id`);--> statement-breakpoint
CREATE TABLE `job_items` (
	`id` integer PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`seq` integer NOT NULL,
	`item_key` text NOT NULL,
	`person_id` integer,
	`status` text NOT NULL,
	`data` text,
	`credits` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_items_key_uq` ON `job_items` (`job_id`,`item_key`);--> statement-breakpoint
CREATE INDEX `job_items_seq_idx` ON `job_items` (`job_id`,`seq`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`key_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`params` text NOT NULL,
	`state` text,
	`progress` text,
	`message` text,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `jobs_key_idx` ON `jobs` (`key_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_status_idx` ON `jobs` (`status`);--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `people` (
	`id` integer PRIMARY KEY NOT NULL,
	`pnet_key` text NOT NULL,
	`name` text NOT NULL,
	`headline` text,
	`current_title` text,
	`department` text,
	`management_level` text,
	`current_company_id` integer,
	`current_company_name` text,
	`city` text,
	`state` text,
	`country` text,
	`country_iso2` text,
	`country_iso3` text,
	`regions` text,
	`total_experience_months` integer,
	`is_decision_maker` integer,
	`is_working` integer,
	`skills` text,
	`schools` text,
	`quality` integer DEFAULT 0 NOT NULL,
	`record` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `people_pnet_key_uq` ON `people` (`pnet_key`);--> statement-breakpoint
CREATE INDEX `people_country_idx` ON `people` (`country_iso2`,`state`,`city`);--> statement-breakpoint
CREATE INDEX `people_city_idx` ON `people` (`city`);--> statement-breakpoint
CREATE INDEX `people_department_idx` ON `people` (`department`,`management_level`);--> statement-breakpoint
CREATE INDEX `people_company_idx` ON `people` (`current_company_id`);--> statement-breakpoint
CREATE TABLE `post_reactions` (
	`id` integer PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`person_id` integer,
	`name` text NOT NULL,
	`headline` text,
	`pnet_url` text NOT NULL,
	`reaction_type` text NOT NULL,
	`reacted_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`person_id`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_reactions_uq` ON `post_reactions` (`post_id`,`pnet_url`);--> statement-breakpoint
CREATE INDEX `post_reactions_type_idx` ON `post_reactions` (`post_id`,`reaction_type`,`reacted_at`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY NOT NULL,
	`person_id` integer,
	`url_key` text NOT NULL,
	`posted_at` text,
	`record` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `posts_url_key_uq` ON `posts` (`url_key`);--> statement-breakpoint
CREATE INDEX `posts_person_idx` ON `posts` (`person_id`);--> statement-breakpoint
CREATE TABLE `search_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`key_id` integer NOT NULL,
	`query` text,
	`params` text NOT NULL,
	`criteria` text,
	`result_ids` text NOT NULL,
	`total` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_sessions_expiry_idx` ON `search_sessions` (`expires_at`);