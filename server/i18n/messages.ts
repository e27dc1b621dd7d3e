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
  trunkInUse: 'The trunk is used by users, projects or carousel numbers and cannot be deleted',
  permissionGroupExists: 'A permission group with this title already exists',
  permissionGroupInUse: 'Users belong to this permission group: move them to another group first',
  templateCardInUse: 'A project uses this card template: choose another template for it first',
  cannotDeleteSelf: 'You cannot delete yourself',
  adminRoleForbidden:
    'Only a user who may edit permission groups can grant the administrator role or change an administrator',
  ownAccessForbidden: 'You cannot change your own role or permission group',
  grantBeyondOwn:
    'You cannot grant access rights you do not hold, nor change a user or permission group that holds them',
  cardTemplateEmpty: 'The card template must be filled',
  templateUsedByContacts: 'Unable to change the template: contacts use these fields',
  fieldNameRequired: 'Name of field required',
  labelTypeInvalid:
    'Field "{name}": choose its type (text, number, url, list, multiple_list, date, datetime)',
  labelOptionsRequired: 'Field "{name}": a list needs at least one option',
  labelOptionNameRequired: 'Field "{name}": every option needs a name',
  labelsInvalid: 'The fields of the template are not valid',
  transferPhonesInvalid: 'The phones for transfer are not valid',
  transferPhoneNameRequired: 'Phone {n}: the name is required',
  transferPhoneRequired: 'Phone {n}: the number is required',
  transferPhoneInvalid: 'Phone {n}: the number is not valid',
  phoneExists: 'This phone is already in the list',
  unsupportedMediaType: 'This request cannot be sent as a file upload',
  contactNotFound: 'The contact does not exist',
  phoneError: 'Phone already exists or exceeds number length',
  taskAlreadyExists: 'A task for this time ({time}) already exists',
  taskNoUser: 'No user is assigned to the contact',
  mailerDisabled: 'Sending e-mail and SMS is turned off on this server (MAILER_ENABLED)',
  contactNoEmail: 'The contact has no e-mail address',
  contactNoPhone: 'The contact has no phone number',
  fileNotFound: 'File not found',
  messageStatusQueued: 'Queued',
  messageStatusSent: 'Sent',
  messageStatusFailed: 'Not sent',
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
  trunkInUse: 'Транк используется пользователями, проектами или каруселью номеров, его нельзя удалить',
  permissionGroupExists: 'Группа прав с таким названием уже существует',
  permissionGroupInUse: 'В этой группе прав есть пользователи: сначала переведите их в другую группу',
  templateCardInUse: 'Шаблон карточки используется проектом: сначала выберите для него другой шаблон',
  cannotDeleteSelf: 'Нельзя удалить самого себя',
  adminRoleForbidden:
    'Назначать роль администратора и изменять администраторов может только тот, кто может изменять группы прав',
  ownAccessForbidden: 'Нельзя изменить собственную роль или группу прав',
  grantBeyondOwn:
    'Нельзя выдать права, которых нет у вас, или изменить пользователя или группу прав, у которых они есть',
  cardTemplateEmpty: 'Шаблон карточки должен быть заполнен',
  templateUsedByContacts: 'Нельзя изменить шаблон: эти поля заполнены у контактов',
  fieldNameRequired: 'Укажите название поля',
  labelTypeInvalid: 'Поле «{name}»: выберите тип (text, number, url, list, multiple_list, date, datetime)',
  labelOptionsRequired: 'Поле «{name}»: у списка должен быть хотя бы один вариант',
  labelOptionNameRequired: 'Поле «{name}»: у каждого варианта должно быть название',
  labelsInvalid: 'Поля шаблона заполнены некорректно',
  transferPhonesInvalid: 'Номера для перевода заполнены некорректно',
  transferPhoneNameRequired: 'Номер {n}: укажите название',
  transferPhoneRequired: 'Номер {n}: укажите номер',
  transferPhoneInvalid: 'Номер {n}: некорректный номер',
  phoneExists: 'Этот телефон уже есть в списке',
  unsupportedMediaType: 'Этот запрос нельзя отправить как загрузку файла',
  contactNotFound: 'Контакт не существует',
  phoneError: 'Телефон уже существует или превышает допустимую длину номера',
  taskAlreadyExists: 'Задача на это время ({time}) уже существует',
  taskNoUser: 'Контакту не назначен пользователь',
  mailerDisabled: 'Отправка писем и SMS на этом сервере выключена (MAILER_ENABLED)',
  contactNoEmail: 'У контакта нет адреса e-mail',
  contactNoPhone: 'У контакта нет номера телефона',
  fileNotFound: 'Файл не найден',
  messageStatusQueued: 'В очереди',
  messageStatusSent: 'Отправлено',
  messageStatusFailed: 'Не отправлено',
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
