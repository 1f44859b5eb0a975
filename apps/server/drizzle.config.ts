import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's schema folder, and the platform's: a new module's folder is found without a list.
  schema: './src/db/schema/*/*.ts',
  out: './drizzle',
  casing: 'snake_case',
});
