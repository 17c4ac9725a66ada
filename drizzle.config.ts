// drizzle-kit: `npx drizzle-kit generate` writes a new migration to server/src/db/migrations from
// the schema. Migrations are applied at start-up (server/src/db/index.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
});
