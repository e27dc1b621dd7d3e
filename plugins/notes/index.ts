import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'notes',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { tab: 'Notes' }, ru: { tab: 'Комментарии' } },
  slots: {
    // Order 20: right after the tasks tab (10), as spec 000 section 2.4 keeps tasks and comments together.
    'contactCard.tabs': [
      {
        id: 'notes.tab',
        order: 20,
        title: 'tab',
        permission: 'contact.commentShow',
        load: () => import('./NotesTab'),
      },
    ],
  },
});
