import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'tasks',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { tab: 'Tasks' }, ru: { tab: 'Задачи' } },
  slots: {
    // Spec 000 section 4.2: the bell's tasks, and so the due-task pop-up, need contact.taskShow.
    topbar: [
      { id: 'tasks.bell', order: 40, permission: 'contact.taskShow', load: () => import('./TaskBell') },
      {
        id: 'tasks.alerts',
        order: 41,
        permission: 'contact.taskShow',
        load: () => import('./DueTaskAlerts'),
      },
    ],
    'contactCard.tabs': [
      {
        id: 'tasks.tab',
        order: 10,
        title: 'tab',
        permission: 'contact.taskShow',
        load: () => import('./ContactTasksTab'),
      },
    ],
  },
});
