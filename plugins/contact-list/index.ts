import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'contact-list',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { title: 'Contacts' }, ru: { title: 'Контакты' } },
  routes: [
    // Spec 000 section 2.1: the contact list of the reports.
    {
      path: '/report/contacts',
      title: 'title',
      permission: 'contact.list',
      menu: { parent: 'report', order: 10 },
      load: () => import('./ContactListPage'),
    },
  ],
});
