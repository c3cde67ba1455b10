DROP INDEX `educations_school_idx`;--> statement-breakpoint
DROP INDEX `experiences_company_idx`;--> statement-breakpoint
DROP INDEX `people_country_idx`;--> statement-breakpoint
DROP INDEX `people_city_idx`;--> statement-breakpoint
DROP INDEX `people_department_idx`;--> statement-breakpoint
DROP INDEX `people_company_idx`;