import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @stonetool/db` writes a new SQL migration from the schema diff. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/all.ts',
  out: './migrations',
  strict: true,
});
