-- Rate-limit buckets are counters that refill within a window, not records: an unlogged table
-- writes no WAL, so a bucket upsert commits without a disk flush (two of them ran before every
-- request). After a crash PostgreSQL empties the table, i.e. every key starts with a full
-- bucket, the same as a restarted Redis without persistence (docs/decisions.md).
ALTER TABLE "rate_buckets" SET UNLOGGED;
