import { definePlugin } from '@/src/plugin-api';
import { texts } from './texts';

export default definePlugin({
  id: 'contact-card',
  i18n: texts,
  slots: {
    'contactCard.modal': [
      { id: 'contact-card.modal', permission: 'contact.show', load: () => import('./ContactCardModal') },
    ],
  },
  routes: [
    // Spec 000 section 2.4: the card is also available standalone; it is reached by links, not the menu.
    {
      path: '/contact/:id',
      title: 'title',
      permission: 'contact.show',
      load: () => import('./ContactCardPage'),
    },
  ],
});
