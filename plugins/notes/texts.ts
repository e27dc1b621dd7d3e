// The tab's own texts; notices, the delete question and validation messages are the shell's (spec 001
// section 8, spec 000 section 5).
import { pluginTexts } from '@/src/plugin-api';

const en = {
  tab: 'Notes',
  text: 'Text',
  placeholder: 'A new note',
  add: 'Add',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete',
  empty: 'No notes yet',
  noAuthor: 'Deleted user',
};

const ru: typeof en = {
  tab: 'Комментарии',
  text: 'Текст',
  placeholder: 'Новый комментарий',
  add: 'Добавить',
  edit: 'Изменить',
  save: 'Сохранить',
  cancel: 'Отмена',
  remove: 'Удалить',
  empty: 'Комментариев пока нет',
  noAuthor: 'Удалённый пользователь',
};

export const texts = pluginTexts('notes', { en, ru });
