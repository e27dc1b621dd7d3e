// Server-side texts, in both interface languages. Field-level validation texts live in src/i18n/validation.ts.
import type { Locale } from './locale';

const en = {
  unauthorized: 'Authentication required: log in again',
  forbidden: 'The user does not have access rights',
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many failed login attempts. Try again in {minutes} min.',
  validation: 'The given data was invalid',
  badRequest: 'The request could not be read',
  notFound: 'Not found',
  internal: 'Internal server error',
  restoreSent: 'If this e-mail is registered, a link to set a new password has been sent to it',
  restoreDone: 'The password has been changed. You can log in now',
  restoreInvalidToken: 'The link is invalid or has expired',
  restoreSubject: 'Password recovery',
  invalidJson: 'Not valid JSON',
  inUse: 'The record is in use and cannot be deleted',
  userGroupExists: 'A user group with this title already exists',
  userEmailExists: 'A user with this e-mail already exists',
  userPhoneExists: 'A user with this phone already exists',
  trunkExists: 'A trunk with this name already exists',
  restoreBody:
    'Someone (hopefully you) asked to reset the password of {email}.\n\nOpen this link within an hour to set a new password:\n{link}\n\nIf it was not you, ignore this e-mail.',
};

export type MessageKey = keyof typeof en;

const ru: Record<MessageKey, string> = {
  unauthorized: 'Требуется авторизация: войдите снова',
  forbidden: 'У пользователя нет прав доступа',
  invalidCredentials: 'Неверный e-mail или пароль',
  tooManyAttempts: 'Слишком много неудачных попыток входа. Попробуйте снова через {minutes} мин.',
  validation: 'Переданы некорректные данные',
  badRequest: 'Не удалось прочитать запрос',
  notFound: 'Не найдено',
  internal: 'Внутренняя ошибка сервера',
  restoreSent: 'Если этот e-mail зарегистрирован, на него отправлена ссылка для смены пароля',
  restoreDone: 'Пароль изменён. Теперь можно войти',
  restoreInvalidToken: 'Ссылка недействительна или устарела',
  restoreSubject: 'Восстановление пароля',
  invalidJson: 'Некорректный JSON',
  inUse: 'Запись используется, её нельзя удалить',
  userGroupExists: 'Группа пользователей с таким названием уже существует',
  userEmailExists: 'Пользователь с таким e-mail уже существует',
  userPhoneExists: 'Пользователь с таким телефоном уже существует',
  trunkExists: 'Транк с таким названием уже существует',
  restoreBody:
    'Кто-то (надеемся, вы) запросил смену пароля для {email}.\n\nОткройте ссылку в течение часа, чтобы задать новый пароль:\n{link}\n\nЕсли это были не вы, просто проигнорируйте письмо.',
};

export const messages: Record<Locale, Record<MessageKey, string>> = { en, ru };

export const isMessageKey = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(en, key);

export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
