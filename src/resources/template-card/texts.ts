// The card-labels widget's words, next to it (read with useText, in the interface language).
import type { Text } from '../define';
import type { LabelValueType } from './labels';

const t = (en: string, ru: string): Text => ({ en, ru });

export const LABEL_TEXTS = {
  caption: t('Field name', 'Название поля'),
  type: t('Type', 'Тип'),
  required: t('Required', 'Обязательное'),
  shown: t('Show field', 'Показывать поле'),
  options: t('Options', 'Варианты'),
  option: t('Option', 'Вариант'),
  addOption: t('Add option', 'Добавить вариант'),
  removeOption: t('Remove option', 'Удалить вариант'),
  addLabel: t('Add field', 'Добавить поле'),
  removeLabel: t('Remove field', 'Удалить поле'),
  up: t('Move up', 'Выше'),
  down: t('Move down', 'Ниже'),
  empty: t('No fields yet', 'Полей пока нет'),
};

export const VALUE_TYPE_TEXTS: Record<LabelValueType, Text> = {
  text: t('Text', 'Текст'),
  number: t('Number', 'Число'),
  url: t('Link', 'Ссылка'),
  list: t('List', 'Список'),
  multiple_list: t('Multiple choice list', 'Список с множественным выбором'),
  date: t('Date', 'Дата'),
  datetime: t('Date and time', 'Дата и время'),
};
