-- The identify index (docs/identify.md). Hand-written: drizzle-kit expresses neither WITHOUT ROWID
-- tables nor triggers. Keys and counted values are 52-bit hashes (src/domain/identify/text.ts).
CREATE TABLE `identify_keys` (
	`key` integer NOT NULL,
	`person_id` integer NOT NULL,
	PRIMARY KEY (`key`, `person_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The person's compact profile, and the keys and counted values written for them (JSON arrays):
-- what to take out when they are indexed again or deleted.
CREATE TABLE `identify_people` (
	`person_id` integer PRIMARY KEY NOT NULL,
	`keys` text NOT NULL,
	`terms` text NOT NULL,
	`profile` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `identify_terms` (
	`term` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
-- People written since they were indexed; seq moves with every write, so an entry computed from
-- an older read never clears a newer mark.
CREATE TABLE `identify_due` (
	`person_id` integer PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL
);
--> statement-breakpoint
-- What rows were scored against (levels and u, no personal data): expectation-maximisation of m.
CREATE TABLE `identify_samples` (
	`id` integer PRIMARY KEY,
	`batch` text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `identify_due_person_insert` AFTER INSERT ON `people` BEGIN
	INSERT INTO `identify_due` (`person_id`, `seq`) VALUES (NEW.`id`, 1)
	ON CONFLICT (`person_id`) DO UPDATE SET `seq` = `seq` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `identify_due_person_update` AFTER UPDATE OF `record`, `name` ON `people` BEGIN
	INSERT INTO `identify_due` (`person_id`, `seq`) VALUES (NEW.`id`, 1)
	ON CONFLICT (`person_id`) DO UPDATE SET `seq` = `seq` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `identify_due_contact_insert` AFTER INSERT ON `contacts` BEGIN
	INSERT INTO `identify_due` (`person_id`, `seq`) VALUES (NEW.`person_id`, 1)
	ON CONFLICT (`person_id`) DO UPDATE SET `seq` = `seq` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `identify_due_contact_delete` AFTER DELETE ON `contacts`
WHEN EXISTS (SELECT 1 FROM `people` WHERE `id` = OLD.`person_id`) BEGIN
	INSERT INTO `identify_due` (`person_id`, `seq`) VALUES (OLD.`person_id`, 1)
	ON CONFLICT (`person_id`) DO UPDATE SET `seq` = `seq` + 1;
END;
--> statement-breakpoint
-- A deleted person (an erasure) leaves nothing in the index, in the deleting transaction.
CREATE TRIGGER `identify_forget_person` AFTER DELETE ON `people` BEGIN
	DELETE FROM `identify_keys` WHERE `person_id` = OLD.`id` AND `key` IN
		(SELECT `value` FROM json_each((SELECT `keys` FROM `identify_people` WHERE `person_id` = OLD.`id`)));
	UPDATE `identify_terms` SET `n` = `n` - 1 WHERE `term` IN
		(SELECT `value` FROM json_each((SELECT `terms` FROM `identify_people` WHERE `person_id` = OLD.`id`)));
	DELETE FROM `identify_people` WHERE `person_id` = OLD.`id`;
	DELETE FROM `identify_due` WHERE `person_id` = OLD.`id`;
END;
--> statement-breakpoint
INSERT INTO `identify_due` (`person_id`, `seq`) SELECT `id`, 1 FROM `people`;
