// The card list's own texts; its notices (noContactsToCall, noProjectManualCall, noProject, contactAdmin) are
// the shell's message catalogue (spec 001 section 8).
import { pluginTexts } from '@/src/plugin-api';

const en = {
  title: 'Manual calls',
  project: 'Project',
  chooseProject: 'Choose a project to call',
  start: 'Start',
  changeProject: 'Change project',
  position: '{{n}} of {{total}}',
  prev: 'Previous contact',
  next: 'Next contact',
  call: 'Call',
  noPhone: 'The softphone is not ready to call',
  noCallKey: 'You may not make calls',
  hidden: 'The number is hidden from you, so it cannot be called from here',
  openCard: 'Open the card',
  loading: 'Loading the contacts…',
};

const ru: typeof en = {
  title: 'Ручной обзвон',
  project: 'Проект',
  chooseProject: 'Выберите проект для обзвона',
  start: 'Начать',
  changeProject: 'Сменить проект',
  position: '{{n}} из {{total}}',
  prev: 'Предыдущий контакт',
  next: 'Следующий контакт',
  call: 'Позвонить',
  noPhone: 'Софтфон не готов к звонку',
  noCallKey: 'У вас нет права звонить',
  hidden: 'Номер скрыт от вас, позвонить на него отсюда нельзя',
  openCard: 'Открыть карточку',
  loading: 'Загрузка контактов…',
};

export const texts = pluginTexts('card-list', { en, ru });
