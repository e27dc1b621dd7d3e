// Texts of the softphone's audio dialogs, registered in the 'softphone' namespace under `audio` when a
// module that shows them loads. The user menu's entry title (`soundSettings`) is in the plugin's index,
// since the menu shows it before this code loads.
import { pluginTexts } from '@/src/plugin-api';

const en = {
  audio: {
    devices: {
      button: 'Audio devices',
      title: 'Audio devices',
      microphone: 'Microphone',
      speaker: 'Speaker',
      systemDefault: 'System default',
      unnamed: 'Device {{number}}',
      speakerUnsupported: 'This browser always plays sound through the system’s default speaker.',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Audio devices saved',
      loading: 'Looking for audio devices…',
    },
    micTest: {
      start: 'Test microphone',
      end: 'End test',
      level: 'Microphone level',
      hint: 'Say something: the bar should move while you speak.',
    },
    problem: {
      unsupported:
        'This browser gives no access to the microphone. Open the CRM over HTTPS in an up-to-date browser.',
      noPermission:
        'The browser is not allowed to use the microphone. Allow it in the site settings (the icon next to the address) and try again.',
      noDevice: 'No microphone found. Connect a headset or a microphone and try again.',
      busy: 'The microphone is busy with another program or cannot be read. Close that program and try again.',
      failed: 'The microphone could not be started. Try again.',
    },
    volumes: {
      title: 'Sound settings',
      hint: 'Volume of each phone sound, 0 to 100.',
      play: 'Play',
      stop: 'Stop',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Sound settings saved',
      noAudio: 'This browser cannot play the phone’s sounds.',
      sound: {
        ring: 'Incoming call',
        ringback: 'Outgoing call (ringing tone)',
        answer: 'Call answered',
        hangup: 'Call ended',
        rejected: 'Call not possible',
      },
    },
  },
};

const ru: typeof en = {
  audio: {
    devices: {
      button: 'Аудиоустройства',
      title: 'Аудиоустройства',
      microphone: 'Микрофон',
      speaker: 'Динамики',
      systemDefault: 'Как в системе',
      unnamed: 'Устройство {{number}}',
      speakerUnsupported: 'Этот браузер всегда выводит звук на системные динамики по умолчанию.',
      save: 'Сохранить',
      cancel: 'Отмена',
      saved: 'Аудиоустройства сохранены',
      loading: 'Ищем аудиоустройства…',
    },
    micTest: {
      start: 'Проверить микрофон',
      end: 'Закончить проверку',
      level: 'Уровень микрофона',
      hint: 'Скажите что-нибудь: полоска должна двигаться, пока вы говорите.',
    },
    problem: {
      unsupported: 'Браузер не даёт доступа к микрофону. Откройте CRM по HTTPS в современном браузере.',
      noPermission:
        'Браузеру запрещено использовать микрофон. Разрешите его в настройках сайта (значок рядом с адресом) и попробуйте снова.',
      noDevice: 'Микрофон не найден. Подключите гарнитуру или микрофон и попробуйте снова.',
      busy: 'Микрофон занят другой программой или недоступен. Закройте эту программу и попробуйте снова.',
      failed: 'Не удалось включить микрофон. Попробуйте снова.',
    },
    volumes: {
      title: 'Настройки звука',
      hint: 'Громкость каждого звука телефона, от 0 до 100.',
      play: 'Прослушать',
      stop: 'Остановить',
      save: 'Сохранить',
      cancel: 'Отмена',
      saved: 'Настройки звука сохранены',
      noAudio: 'Этот браузер не умеет воспроизводить звуки телефона.',
      sound: {
        ring: 'Входящий звонок',
        ringback: 'Исходящий звонок (гудки)',
        answer: 'Ответ на звонок',
        hangup: 'Конец звонка',
        rejected: 'Звонок невозможен',
      },
    },
  },
};

export const audioTexts = pluginTexts('softphone', { en, ru });
