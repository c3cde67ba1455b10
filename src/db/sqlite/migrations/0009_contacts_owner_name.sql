DROP INDEX `contacts_domain_idx`;--> statement-breakpoint
ALTER TABLE `contacts` ADD `owner_name` text;--> statement-breakpoint
-- Existing email rows learn their owner's name once; new rows are written with it.
UPDATE `contacts` SET `owner_name` = (SELECT `name` FROM `people` WHERE `people`.`id` = `contacts`.`person_id`) WHERE `kind` = 'email';--> statement-breakpoint
CREATE INDEX `contacts_domain_owner_idx` ON `contacts` (`domain`,`lookup_key`,`owner_name`);
