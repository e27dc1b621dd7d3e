import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the SQL migrations that server/db/migrate.ts applies at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/resources/tables/*.ts',
    './server/files/table.ts',
    './server/sovcom/table.ts',
    './server/contacts/table.ts',
    './server/tasks/table.ts',
    './server/notes/table.ts',
    './server/messages/table.ts',
    './server/calls/table.ts',
    './server/telephony/table.ts',
    './server/imports/table.ts',
    './server/numbering/table.ts',
    './server/exports/table.ts',
  ],
  out: './server/db/migrations',
});
