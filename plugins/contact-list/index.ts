import { definePlugin } from '@/src/plugin-api';
import { texts } from './texts';

export default definePlugin({
  id: 'contact-list',
  i18n: texts,
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
