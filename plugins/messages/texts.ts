// The tabs' own texts; notices and validation messages are the shell's (spec 001 section 8, spec 000
// section 5).
import { pluginTexts } from '@/src/plugin-api';

const en = {
  email: 'E-mail',
  sms: 'SMS',
  subject: 'E-mail subject',
  emailText: 'E-mail text',
  smsText: 'SMS text',
  attach: 'Attach a file',
  send: 'Send',
  empty: 'Nothing has been sent yet',
  sent: 'Sent',
  notSent: 'Not sent',
  queued: 'Queued: it will be sent as soon as the provider takes it',
  download: 'Download {{name}}',
};

const ru: typeof en = {
  email: 'E-mail',
  sms: 'SMS',
  subject: 'Тема письма',
  emailText: 'Текст письма',
  smsText: 'Текст SMS',
  attach: 'Прикрепить файл',
  send: 'Отправить',
  empty: 'Пока ничего не отправлено',
  sent: 'Отправлено',
  notSent: 'Не отправлено',
  queued: 'В очереди: сообщение отправится, как только его примет провайдер',
  download: 'Скачать {{name}}',
};

export const texts = pluginTexts('messages', { en, ru });
