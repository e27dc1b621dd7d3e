// A query's rows as CSV written by the database itself (`COPY (query) TO ...`): at a million rows the
// server then only moves bytes, where reading the rows and writing each cell in JavaScript costs several
// times more (docs/decisions.md, "Contacts in and out"). PostgreSQL streams the CSV to the client
// (pg-copy-streams); PGlite, in this process, hands it back as a blob. COPY takes no bind parameters:
// the caller's query must hold no `$n`, so anything variable in it is a literal made by `sqlLiteral`.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from './client';

export interface CopiedCsv {
  data: Buffer;
  rows: number;
}

/** Text as a PostgreSQL string literal (standard_conforming_strings is on in both databases). */
export const sqlLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

const client = (db: Db) => (db as unknown as { $client: pg.Pool | PGlite }).$client;

/** `query` (a SELECT with no parameters) as CSV with `delimiter`, no header; NULL is an empty cell. */
export async function copyCsv(db: Db, query: string, delimiter: string): Promise<CopiedCsv> {
  const options = `WITH (FORMAT csv, DELIMITER ${sqlLiteral(delimiter)})`;
  const target = client(db);
  if (target instanceof PGlite) {
    const result = await target.query(`COPY (${query}) TO '/dev/blob' ${options}`);
    const data = result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
    return { data, rows: result.affectedRows ?? 0 };
  }
  const connection = await target.connect();
  try {
    const stream = connection.query(copyTo(`COPY (${query}) TO STDOUT ${options}`));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { data: Buffer.concat(chunks), rows: stream.rowCount };
  } finally {
    connection.release();
  }
}
