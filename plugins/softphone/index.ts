import { definePlugin, softphoneRole } from '@/src/plugin-api/declare';

// The browser phone (issue 5): JsSIP registered with the project's SIP server. Its UI texts load with
// its UI (ui/texts.ts, audio/texts.ts, report/texts.ts).
export default definePlugin({
  id: 'softphone',
  // The user menu shows this title before the plugin's code loads.
  i18n: { en: { soundSettings: 'Sound settings' }, ru: { soundSettings: 'Настройки звука' } },
  slots: {
    'softphone.area': [
      // Starts the phone; renders nothing. Users without global.call never register.
      { id: 'softphone.root', order: 0, permission: 'global.call', load: () => import('./SoftphoneRoot') },
      { id: 'softphone.panel', order: 10, permission: 'global.call', load: () => import('./ui/PhonePanel') },
    ],
    topbar: [
      // Spec 001 section 6: shown to everyone who has a phone; disabled without global.call.
      {
        id: 'softphone.presence',
        order: 20,
        roles: ['ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_OPERATOR'],
        load: () => import('./ui/PresenceSelect'),
      },
      {
        id: 'softphone.audioDevices',
        order: 30,
        when: (ctx) => softphoneRole(ctx.user).testsAudio,
        load: () => import('./audio/AudioDevicesButton'),
      },
      {
        id: 'softphone.dialer',
        order: 21,
        permission: 'global.call',
        when: (ctx) => softphoneRole(ctx.user).worksQueues,
        load: () => import('./ui/DialerDropdown'),
      },
    ],
    'topbar.userMenu': [
      {
        id: 'softphone.soundSettings',
        title: 'soundSettings',
        when: (ctx) => softphoneRole(ctx.user).worksQueues,
        load: () => import('./audio/SoundVolumesModal'),
      },
    ],
    'contactCard.callBar': [{ id: 'softphone.callBar', order: 0, load: () => import('./ui/CallBar') }],
  },
});
