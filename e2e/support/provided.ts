// What each e2e project's global setup hands its journeys (vitest's provide/inject, one value per project,
// where process.env would be shared by both projects' setups).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the project's journeys drive. */
    e2eBaseURL: string;
    /** The database under it: every journey runs on PGlite, a few also on PostgreSQL. */
    e2eDatabase: 'pglite' | 'postgres';
  }
}

export {};
