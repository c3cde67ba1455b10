CREATE TABLE `id_sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
-- Seeded past the highest id ever used (issue 42): the rows there are, and the ids that rows
-- elsewhere still name after their own row was deleted (an erasure is logged with its person id,
-- the access log and the change log keep theirs).
INSERT INTO `id_sequences` (`name`, `last`) VALUES ('people', max(
	coalesce((SELECT max(`id`) FROM `people`), 0),
	coalesce((SELECT max(`person_id`) FROM `erasures`), 0),
	coalesce((SELECT max(`person_id`) FROM `access_log`), 0),
	coalesce((SELECT max(`person_id`) FROM `person_changes`), 0)
));--> statement-breakpoint
INSERT INTO `id_sequences` (`name`, `last`) VALUES ('companies', max(
	coalesce((SELECT max(`id`) FROM `companies`), 0),
	coalesce((SELECT max(`company_id`) FROM `experiences`), 0),
	coalesce((SELECT max(`current_company_id`) FROM `people`), 0)
));--> statement-breakpoint
INSERT INTO `id_sequences` (`name`, `last`) VALUES ('posts', max(
	coalesce((SELECT max(`id`) FROM `posts`), 0),
	coalesce((SELECT max(`post_id`) FROM `post_reactions`), 0)
));
