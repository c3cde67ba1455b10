import { defineConfig } from "drizzle-kit";

// SQLite (the default engine): `npm run db:generate`. PostgreSQL has its own: drizzle.postgres.config.ts.
export default defineConfig({
  dialect: "sqlite",
  // Built from the table list both engines share (src/db/rows/tables.ts).
  schema: "./src/db/sqlite/schema.ts",
  out: "./src/db/sqlite/migrations",
});
