ALTER TABLE `contacts` ADD `domain` text;--> statement-breakpoint
CREATE INDEX `contacts_domain_idx` ON `contacts` (`domain`);--> statement-breakpoint
UPDATE `contacts` SET `domain` = substr(`lookup_key`, instr(`lookup_key`, '@') + 1) WHERE `kind` = 'email';
