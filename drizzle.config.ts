import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the next migration from the difference between the Drizzle schema and
// the last snapshot in meta/ (decision 0015); the server applies them on start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
