CREATE INDEX IF NOT EXISTS `people_id_title_cover` ON `people` (`id`, `current_title`);
