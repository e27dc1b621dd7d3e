import { settingsResource, crudKeys } from '../settings-resource';
import { enumField, field, titleField } from '../fields';

const MOH_TYPES = ['queue', 'transfer', 'system'] as const;
const MOH_TYPE_LABELS = {
  queue: { en: 'Queue', ru: 'Очередь' },
  transfer: { en: 'Transfer', ru: 'Перевод' },
  system: { en: 'System', ru: 'Системная' },
};

export default settingsResource({
  name: 'moh',
  label: { en: 'Music on hold', ru: 'Музыка ожидания' },
  icon: 'SoundOutlined',
  order: 90,
  permissions: crudKeys('moh'),
  ids: 'desc',
  fields: [
    titleField(),
    enumField('type', { en: 'Type', ru: 'Тип' }, MOH_TYPES, MOH_TYPE_LABELS, { required: true }),
    field(
      'audio',
      'file',
      { en: 'Audio file', ru: 'Аудиофайл' },
      {
        required: true,
        file: { accept: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg'], maxBytes: 20 * 1024 * 1024 },
        list: {},
      },
    ),
  ],
});
