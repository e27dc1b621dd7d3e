import { definePlugin } from '@/src/plugin-api/declare';

export default definePlugin({
  id: 'ping',
  i18n: {
    en: {
      latency: 'Server response time: {{ms}} ms',
      unknown: 'Checking the connection to the server…',
      failed: 'The server does not answer',
    },
    ru: {
      latency: 'Время ответа сервера: {{ms}} мс',
      unknown: 'Проверка связи с сервером…',
      failed: 'Сервер не отвечает',
    },
  },
  slots: {
    topbar: [{ id: 'ping.indicator', order: 10, load: () => import('./PingIndicator') }],
  },
});
