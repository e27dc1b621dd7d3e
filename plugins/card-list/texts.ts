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
  callLater: 'Calling from the card list arrives with the softphone',
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
  callLater: 'Звонки из списка карточек появятся вместе с софтфоном',
  openCard: 'Открыть карточку',
  loading: 'Загрузка контактов…',
};

export const texts = pluginTexts('card-list', { en, ru });
