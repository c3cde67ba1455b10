import { defineConfig } from "drizzle-kit";

// PostgreSQL (DATABASE_URL): `npm run db:generate:pg`. SQLite has its own: drizzle.sqlite.config.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/postgres/schema.ts",
    "./src/db/postgres/schema-watchers.ts",
    "./src/db/postgres/schema-sources.ts",
  ],
  out: "./src/db/postgres/migrations",
});
