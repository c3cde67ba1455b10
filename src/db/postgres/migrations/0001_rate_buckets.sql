CREATE TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_ms" bigint NOT NULL,
	"allowed" boolean NOT NULL
);
