// Enumerations of the campaign form (spec 000 section 3, "Enumerations").
export const CONTEXTS = ['outbound', 'inbound'] as const;
export const QUEUE_STRATEGIES = ['ringall', 'rrmemory', 'leastrecent', 'fewestcalls', 'linear'] as const;
export const AUTO_DIAL_TYPES = [
  'not_limited',
  'predictive',
  'predictive_adaptive',
  'progressive',
  'manual',
] as const;
export const SPEECH_PROVIDERS = ['none', 'yandex', 'google', 'tinkoff'] as const;
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const OPTION_LABELS = {
  context: {
    outbound: { en: 'Outbound', ru: 'Исходящий' },
    inbound: { en: 'Inbound', ru: 'Входящий' },
  },
  autoDial: {
    not_limited: { en: 'Not limited', ru: 'Без ограничений' },
    predictive: { en: 'Predictive', ru: 'Предиктивный' },
    predictive_adaptive: { en: 'Predictive adaptive', ru: 'Предиктивный адаптивный' },
    progressive: { en: 'Progressive', ru: 'Прогрессивный' },
    manual: { en: 'Manual', ru: 'Ручной' },
  },
  speech: {
    none: { en: 'None', ru: 'Нет' },
    yandex: { en: 'Yandex SpeechKit', ru: 'Yandex SpeechKit' },
    google: { en: 'Google Speech', ru: 'Google Speech' },
    tinkoff: { en: 'Tinkoff VoiceKit', ru: 'Tinkoff VoiceKit' },
  },
  weekDays: {
    mon: { en: 'Mon', ru: 'Пн' },
    tue: { en: 'Tue', ru: 'Вт' },
    wed: { en: 'Wed', ru: 'Ср' },
    thu: { en: 'Thu', ru: 'Чт' },
    fri: { en: 'Fri', ru: 'Пт' },
    sat: { en: 'Sat', ru: 'Сб' },
    sun: { en: 'Sun', ru: 'Вс' },
  },
  onOff: { '0': { en: 'Off', ru: 'Выключено' }, '1': { en: 'On', ru: 'Включено' } },
} as const;
