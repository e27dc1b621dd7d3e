// pg-boss runs its SQL through the app's own connection, PGlite or a PostgreSQL pool, so the embedded
// database needs no server and PostgreSQL no second pool. pg-boss sends its schema migrations as one script
// without parameters: PGlite's `query` refuses several statements in one prepared statement, so those go to
// `exec`, which answers each statement's result (the last one is the script's); node-postgres answers such a
// script with an array of results too.
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface SqlAdapter {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

export function sqlAdapter(client: PGlite | pg.Pool): SqlAdapter {
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        if (!values || values.length === 0) {
          const last = (await client.exec(text)).at(-1);
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
        }
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
    };
  }
  return {
    async executeSql(text, values) {
      // A script of several statements answers one result per statement: the last one is the script's.
      const answer = (await client.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      const result = Array.isArray(answer) ? answer.at(-1) : answer;
      return { rows: result?.rows ?? [], rowCount: result?.rowCount ?? result?.rows.length ?? 0 };
    },
  };
}
