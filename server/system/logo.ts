// Logo files an installation may drop into DATA_DIR/custom/ (served at /custom/).
import { existsSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['png', 'svg', 'webp', 'jpg'];

/** The public URL of `custom/<name>.<ext>` for the first extension present, else null. */
export function customFileUrl(dataDir: string, name: string): string | null {
  const ext = EXTENSIONS.find((e) => existsSync(path.join(dataDir, 'custom', `${name}.${e}`)));
  return ext ? `/custom/${name}.${ext}` : null;
}
