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

/**
 * `query` (a SELECT with no parameters) as CSV with `delimiter`, no header, NULL an empty cell, handed to
 * `onChunk` as it comes (PostgreSQL: pieces of ~64 KB, lines cut anywhere; PGlite: one piece). Answers the
 * number of rows.
 */
export async function copyCsvChunks(
  db: Db,
  query: string,
  delimiter: string,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  const options = `WITH (FORMAT csv, DELIMITER ${sqlLiteral(delimiter)})`;
  const target = client(db);
  if (target instanceof PGlite) {
    const result = await target.query(`COPY (${query}) TO '/dev/blob' ${options}`);
    if (result.blob) onChunk(Buffer.from(await result.blob.arrayBuffer()));
    return result.affectedRows ?? 0;
  }
  const connection = await target.connect();
  try {
    const stream = connection.query(copyTo(`COPY (${query}) TO STDOUT ${options}`));
    for await (const chunk of stream) onChunk(chunk as Buffer);
    return stream.rowCount;
  } finally {
    connection.release();
  }
}

/** `query` as CSV (see copyCsvChunks), in one buffer. */
export async function copyCsv(db: Db, query: string, delimiter: string): Promise<CopiedCsv> {
  const chunks: Buffer[] = [];
  const rows = await copyCsvChunks(db, query, delimiter, (chunk) => chunks.push(chunk));
  return { data: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), rows };
}
