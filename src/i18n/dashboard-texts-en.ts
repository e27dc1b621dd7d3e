import { refineEn } from './refine';
import { resourceTexts } from './resources';
import { deepMerge } from './tree';

export default deepMerge(refineEn, resourceTexts.en);
