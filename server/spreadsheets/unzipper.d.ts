// The part of unzipper 0.10 (ZIP central directory reading) that archive.ts uses; the package has no types.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export interface CentralDirectoryFile {
    path: string;
    type: 'File' | 'Directory';
    flags: number;
    compressionMethod: number;
    compressedSize: number;
    uncompressedSize: number;
    /** The file's bytes, unpacked. */
    stream(password?: string): Readable;
  }

  export interface CentralDirectory {
    files: CentralDirectoryFile[];
  }

  export const Open: {
    /** `tailSize`: how far from the end the end-of-central-directory record is looked for (default 80). */
    buffer(data: Buffer, options?: { tailSize?: number }): Promise<CentralDirectory>;
  };
}
