import { definePlugin } from '@/src/plugin-api';
import { texts } from './texts';

export default definePlugin({
  id: 'notes',
  i18n: texts,
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
