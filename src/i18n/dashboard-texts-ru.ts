import { refineRu } from './refine.ru';
import { resourceTexts } from './resources';
import { deepMerge } from './tree';

export default deepMerge(refineRu, resourceTexts.ru);
