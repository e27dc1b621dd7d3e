// The plugin's texts; the shared notices (updated, deleted, taskAssigned, confirm.*, error) are the shell's.
import { pluginTexts } from '@/src/plugin-api';

const en = {
  bell: 'Tasks',
  tab: 'Tasks',
  empty: 'No tasks',
  filter: {
    active: 'Active',
    overdue: 'Overdue',
    called: 'Called',
    completed: 'Completed',
    all: 'All',
    absent: 'Missed',
    auto: 'Automatic call',
  },
  state: { active: 'Active', overdue: 'Overdue', called: 'Called', completed: 'Completed' },
  action: {
    complete: 'Complete',
    update: 'Edit',
    save: 'Save',
    delete: 'Delete',
    call: 'Call',
    open: 'Open contact',
  },
  call: {
    hidden: 'The number is hidden from you, so it cannot be called from here',
    noPhone: 'The softphone is not ready to call',
  },
  field: { text: 'Task', notification_at: 'Time', create: 'Add task' },
  required: 'Fill in this field',
  due: { title: 'Task due', open: 'Open contact' },
};

const ru: typeof en = {
  bell: 'Задачи',
  tab: 'Задачи',
  empty: 'Задач нет',
  filter: {
    active: 'Активные',
    overdue: 'Просроченные',
    called: 'Прозвоненные',
    completed: 'Выполненные',
    all: 'Все',
    absent: 'Пропущенные',
    auto: 'Автозвонок',
  },
  state: { active: 'Активная', overdue: 'Просрочена', called: 'Прозвонена', completed: 'Выполнена' },
  action: {
    complete: 'Выполнить',
    update: 'Изменить',
    save: 'Сохранить',
    delete: 'Удалить',
    call: 'Позвонить',
    open: 'Открыть контакт',
  },
  call: {
    hidden: 'Номер скрыт от вас, позвонить на него отсюда нельзя',
    noPhone: 'Софтфон не готов к звонку',
  },
  field: { text: 'Задача', notification_at: 'Время', create: 'Добавить задачу' },
  required: 'Заполните поле',
  due: { title: 'Время задачи', open: 'Открыть контакт' },
};

export const texts = pluginTexts('tasks', { en, ru });
