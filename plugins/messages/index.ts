import { definePlugin, isFeatureOn } from '@/src/plugin-api/declare';

// Spec 000 section 2.4: the e-mail and SMS tabs exist only while the server's mailer is on.
const mailerOn = ({ config }: { config: Parameters<typeof isFeatureOn>[0] }) =>
  isFeatureOn(config, 'MAILER_ENABLED');

export default definePlugin({
  id: 'messages',
  // Titles the shell shows before the plugin loads; the UI's own texts load with it (texts.ts).
  i18n: { en: { email: 'E-mail', sms: 'SMS' }, ru: { email: 'E-mail', sms: 'SMS' } },
  slots: {
    // After the tasks (10) and notes (20) tabs, in the order of spec 000 section 2.4.
    'contactCard.tabs': [
      {
        id: 'messages.email',
        order: 30,
        title: 'email',
        permission: 'contact.emailShow',
        when: mailerOn,
        load: () => import('./EmailTab'),
      },
      {
        id: 'messages.sms',
        order: 31,
        title: 'sms',
        permission: 'contact.smsShow',
        when: mailerOn,
        load: () => import('./SmsTab'),
      },
    ],
  },
});
