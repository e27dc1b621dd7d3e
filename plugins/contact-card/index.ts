import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'contact-card',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { title: 'Contact card' }, ru: { title: 'Карточка контакта' } },
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
