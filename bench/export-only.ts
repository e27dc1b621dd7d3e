// `node --import tsx bench/export-only.ts`: the export figures alone (bench/run.ts prints them with the rest).
import { benchExport, printExport } from './export';

benchExport()
  .then((figures) => {
    if (!printExport(figures)) process.exitCode = 1;
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
