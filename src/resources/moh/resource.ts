import { defineResource } from '../define';
import { enumField, titleField } from '../fields';

export const MOH_TYPES = ['queue', 'transfer', 'system'] as const;
const MOH_TYPE_LABELS = {
  queue: { en: 'Queue', ru: 'Очередь' },
  transfer: { en: 'Transfer', ru: 'Перевод' },
  system: { en: 'System', ru: 'Системная' },
};

export default defineResource({
  name: 'moh',
  route: '/settings/moh',
  label: { en: 'Music on hold', ru: 'Музыка ожидания' },
  menu: { parent: 'settings', icon: 'SoundOutlined', order: 90 },
  permissions: { list: 'moh.list', create: 'moh.create', update: 'moh.update', delete: 'moh.delete' },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: [
    titleField(),
    enumField('type', { en: 'Type', ru: 'Тип' }, MOH_TYPES, MOH_TYPE_LABELS, { required: true }),
    {
      name: 'audio',
      type: 'file',
      label: { en: 'Audio file', ru: 'Аудиофайл' },
      required: true,
      file: { accept: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg'], maxBytes: 20 * 1024 * 1024 },
      list: {},
    },
  ],
});
