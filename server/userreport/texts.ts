// The channel's own texts: why a connection is refused, and the limitConnections text.
import type { Locale } from '../i18n/locale';

const en = {
  unauthorized: 'Authentication required: log in again',
  forbidden: 'The user does not have access rights',
  userMismatch: 'user_id is not the user of the token',
  operPhoneMismatch: "oper_phone is not the user's extension",
  unavailable: 'The server cannot check the connection now, try again later',
  invalidNamespace: 'This channel does not exist',
  limitConnections:
    'This user is already connected from another browser or computer: time tracking works there, calls are disabled here',
};

const ru: typeof en = {
  unauthorized: 'Требуется авторизация: войдите снова',
  forbidden: 'У пользователя нет прав доступа',
  userMismatch: 'user_id не совпадает с пользователем токена',
  operPhoneMismatch: 'oper_phone не является внутренним номером пользователя',
  unavailable: 'Сервер сейчас не может проверить подключение, попробуйте позже',
  invalidNamespace: 'Такого канала нет',
  limitConnections:
    'Этот пользователь уже подключён из другого браузера или с другого компьютера: учёт времени идёт там, звонки здесь отключены',
};

export type ReportTextKey = keyof typeof en;

const TEXTS: Record<Locale, typeof en> = { en, ru };

export const reportText = (locale: Locale, key: ReportTextKey): string => TEXTS[locale][key];
