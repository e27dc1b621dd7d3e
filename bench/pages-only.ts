// `npm run build && node --import tsx bench/pages-only.ts`: the page weights alone (bench/run.ts prints them
// with the rest).
import { benchPageWeights, printPageWeights } from './page-weight';

benchPageWeights()
  .then((weights) => {
    const missed = printPageWeights(weights);
    if (missed.length) {
      console.error(`\nGoals missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
