import { defineConfig } from "drizzle-kit";

// PostgreSQL (DATABASE_URL): `npm run db:generate:pg`. SQLite has its own: drizzle.sqlite.config.ts.
export default defineConfig({
  dialect: "postgresql",
  // Built from the table list both engines share (src/db/rows/tables.ts).
  schema: "./src/db/postgres/schema.ts",
  out: "./src/db/postgres/migrations",
});
