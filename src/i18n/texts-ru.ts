// The Russian texts any page may need from the start (base-texts.ts loads one language's module).
import { messagesRu } from './messages.ru';
import { shellRu } from './shell.ru';
import { deepMerge, withI18nextPlaceholders } from './tree';
import { validationRu } from './validation.ru';

export default deepMerge(messagesRu, { validation: withI18nextPlaceholders(validationRu) }, shellRu);
