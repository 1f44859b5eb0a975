import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startupOptions } from '../src/db/client';
import { testDatabaseKind } from './database';
import { openTestDatabase } from './helpers';
import { rowsOf } from '../src/db/rows';

describe('the settings each PostgreSQL connection starts with', () => {
  it('turns JIT off and gives sorts and hashes 32MB, or the size DATABASE_WORK_MEM names', () => {
    expect(startupOptions(undefined)).toBe('-c jit=off -c work_mem=32MB');
    expect(startupOptions('')).toBe('-c jit=off -c work_mem=32MB');
    expect(startupOptions('65536kB')).toBe('-c jit=off -c work_mem=65536kB');
    expect(startupOptions('1GB')).toBe('-c jit=off -c work_mem=1GB');
  });

  it('refuses a value that is not a size, so no other setting can ride along', () => {
    for (const bad of ['32', '0MB', '32 MB', '32mb', '32MB -c statement_timeout=0', '-1MB']) {
      expect(() => startupOptions(bad)).toThrow(/DATABASE_WORK_MEM must be a size/);
    }
  });

  it.runIf(testDatabaseKind === 'postgres')('a pooled connection runs with them', async () => {
    const database = await openTestDatabase();
    try {
      const [row] = rowsOf<{ work_mem: string; jit: string }>(await database.db.execute(sql`select current_setting('work_mem') as work_mem, current_setting('jit') as jit`));
      expect(row).toEqual({ work_mem: '32MB', jit: 'off' });
    } finally {
      await database.close();
    }
  });
});
