// `node --import tsx bench/import-only.ts`: the import figures alone (bench/run.ts prints them with the rest).
import { benchContactImport, printContactImport } from './contact-import';

benchContactImport()
  .then((figures) => {
    if (!printContactImport(figures)) process.exitCode = 1;
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
