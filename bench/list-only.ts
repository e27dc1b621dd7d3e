// `node --import tsx bench/list-only.ts`: the contact list figures alone (bench/run.ts prints them with the rest).
import { benchContactList, printContactList } from './contact-list';

benchContactList()
  .then((figures) => {
    if (!printContactList(figures)) process.exitCode = 1;
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
