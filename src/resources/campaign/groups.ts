// The campaign form's groups, in the order spec 000 section 3 lists the settings.
export const CAMPAIGN_GROUPS = [
  { key: 'main', label: { en: 'Project', ru: 'Проект' } },
  { key: 'people', label: { en: 'User group, supervisor and guest', ru: 'Группа, супервайзер и гость' } },
  {
    key: 'telephony',
    label: { en: 'Trunk, context, caller ID, time zone', ru: 'Транк, контекст, номер, часовой пояс' },
  },
  { key: 'queue', label: { en: 'Queue', ru: 'Очередь' } },
  { key: 'dialling', label: { en: 'Dialling', ru: 'Набор' } },
  { key: 'autodial', label: { en: 'Auto-dialling', ru: 'Автообзвон' } },
  { key: 'transfer', label: { en: 'Phones for transfer', ru: 'Номера для перевода' } },
  { key: 'card', label: { en: 'Card template', ru: 'Шаблон карточки' } },
  { key: 'messages', label: { en: 'SMS, e-mail and webhook', ru: 'SMS, e-mail и вебхук' } },
  { key: 'speech', label: { en: 'Speech recognition and synthesis', ru: 'Распознавание и синтез речи' } },
  { key: 'schedule', label: { en: 'Days, call time and attempts', ru: 'Дни, время звонков и попытки' } },
] as const;
