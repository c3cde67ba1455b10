import { defineConfig } from "drizzle-kit";

// SQLite (the default engine): `npm run db:generate`. PostgreSQL has its own: drizzle.postgres.config.ts.
export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./src/db/sqlite/schema.ts",
    "./src/db/sqlite/schema-watchers.ts",
    "./src/db/sqlite/schema-sources.ts",
  ],
  out: "./src/db/sqlite/migrations",
});
