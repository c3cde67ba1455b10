CREATE TABLE "api_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"tier" text NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"last_topup_at" text,
	"expires_at" text,
	"revoked_at" text,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"website_domain" text,
	"pnet_key" text,
	"industry" text,
	"hq_country_iso2" text,
	"hq_city" text,
	"employees_count" integer,
	"founded_year" integer,
	"is_b2b" integer,
	"record" text NOT NULL,
	"words" text[] DEFAULT '{}' NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"lookup_key" text NOT NULL,
	"rating" integer NOT NULL,
	"sub_type" text,
	"provider" text,
	"domain" text,
	"owner_name" text,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"operation" text NOT NULL,
	"request_id" text,
	"job_id" text,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"school_name" text,
	"degree" text,
	"field_of_study" text,
	"date_from_year" integer,
	"date_to_year" integer
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"title" text,
	"company_id" bigint,
	"company_name" text,
	"department" text,
	"management_level" text,
	"date_from" text,
	"date_to" text,
	"is_current" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key_id" bigint NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_key_id_idem_key_pk" PRIMARY KEY("key_id","idem_key")
);
--> statement-breakpoint
CREATE TABLE "job_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"item_key" text NOT NULL,
	"person_id" bigint,
	"status" text NOT NULL,
	"data" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	"phones" integer DEFAULT 0 NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"params" text NOT NULL,
	"state" text,
	"progress" text,
	"message" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"completed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" bigint PRIMARY KEY NOT NULL,
	"pnet_key" text NOT NULL,
	"name" text NOT NULL,
	"headline" text,
	"current_title" text,
	"department" text,
	"management_level" text,
	"current_company_id" bigint,
	"current_company_name" text,
	"city" text,
	"state" text,
	"country" text,
	"country_iso2" text,
	"country_iso3" text,
	"regions" text,
	"total_experience_months" integer,
	"is_decision_maker" integer,
	"is_working" integer,
	"skills" text,
	"schools" text,
	"quality" integer DEFAULT 0 NOT NULL,
	"record" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people_facets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tokens" text[] NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"person_id" bigint,
	"name" text NOT NULL,
	"headline" text,
	"pnet_url" text NOT NULL,
	"reaction_type" text NOT NULL,
	"reacted_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint,
	"url_key" text NOT NULL,
	"posted_at" text,
	"record" text NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" bigint NOT NULL,
	"query" text,
	"params" text NOT NULL,
	"result_ids" text NOT NULL,
	"examined" integer DEFAULT 0 NOT NULL,
	"accepted_ids" text DEFAULT '[]' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_facets" ADD CONSTRAINT "people_facets_id_people_id_fk" FOREIGN KEY ("id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "companies_name_key_idx" ON "companies" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "companies_domain_idx" ON "companies" USING btree ("website_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_pnet_key_uq" ON "companies" USING btree ("pnet_key");--> statement-breakpoint
CREATE INDEX "companies_words_gin" ON "companies" USING gin ("words");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_person_value_uq" ON "contacts" USING btree ("person_id","kind","lookup_key");--> statement-breakpoint
CREATE INDEX "contacts_lookup_idx" ON "contacts" USING btree ("kind","lookup_key");--> statement-breakpoint
CREATE INDEX "contacts_domain_owner_idx" ON "contacts" USING btree ("domain","lookup_key","owner_name");--> statement-breakpoint
CREATE INDEX "credit_ledger_key_idx" ON "credit_ledger" USING btree ("key_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_job_idx" ON "credit_ledger" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "educations_person_idx" ON "educations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "educations_school_idx" ON "educations" USING btree ("school_name");--> statement-breakpoint
CREATE INDEX "experiences_person_idx" ON "experiences" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "experiences_company_idx" ON "experiences" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_items_key_uq" ON "job_items" USING btree ("job_id","item_key");--> statement-breakpoint
CREATE INDEX "job_items_seq_idx" ON "job_items" USING btree ("job_id","seq");--> statement-breakpoint
CREATE INDEX "jobs_key_idx" ON "jobs" USING btree ("key_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "people_pnet_key_uq" ON "people" USING btree ("pnet_key");--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("current_company_id");--> statement-breakpoint
CREATE INDEX "people_facets_tokens_gin" ON "people_facets" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "people_facets_words_gin" ON "people_facets" USING gin ("words");--> statement-breakpoint
CREATE UNIQUE INDEX "post_reactions_uq" ON "post_reactions" USING btree ("post_id","pnet_url");--> statement-breakpoint
CREATE INDEX "post_reactions_type_idx" ON "post_reactions" USING btree ("post_id","reaction_type","reacted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_url_key_uq" ON "posts" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "posts_person_idx" ON "posts" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "search_sessions_expiry_idx" ON "search_sessions" USING btree ("expires_at");