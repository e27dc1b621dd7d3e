// The English texts any page may need from the start (base-texts.ts loads one language's module).
import { messagesEn } from './messages';
import { shellEn } from './shell';
import { deepMerge, withI18nextPlaceholders } from './tree';
import { validationEn } from './validation.en';

export default deepMerge(messagesEn, { validation: withI18nextPlaceholders(validationEn) }, shellEn);
