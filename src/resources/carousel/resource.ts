import { defineResource } from '../define';

// The catalogue has only carousel.list. Changing the numbers a trunk rotates through is trunk
// management, so it needs trunk.update (docs/decisions.md).
export default defineResource({
  name: 'carousel',
  route: '/settings/carousel',
  label: { en: 'Carousel of phones', ru: 'Карусель номеров' },
  menu: { parent: 'settings', icon: 'RetweetOutlined', order: 75 },
  permissions: { list: 'carousel.list', create: 'trunk.update', update: 'trunk.update', delete: 'trunk.update' },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: [
    {
      name: 'phone',
      type: 'phone',
      label: { en: 'Phone', ru: 'Телефон' },
      required: true,
      unique: { message: 'phoneExists' },
      list: { sortable: true, filter: 'contains' },
    },
    {
      name: 'trunk_id',
      type: 'reference',
      label: { en: 'Trunk', ru: 'Транк' },
      required: true,
      reference: { resource: 'trunk', labelField: 'title' },
      list: { filter: 'eq' },
    },
    {
      name: 'attempts',
      type: 'integer',
      label: { en: 'Attempts', ru: 'Попыток' },
      min: 0,
      max: 1000000,
      default: 0,
      list: { sortable: true },
    },
    { name: 'last_attempt', type: 'datetime', label: { en: 'Last attempt', ru: 'Последняя попытка' }, readOnly: true, list: { sortable: true } },
    {
      name: 'timeout',
      type: 'integer',
      label: { en: 'Timeout, s', ru: 'Таймаут, с' },
      min: 0,
      max: 86400,
      default: 60,
      list: {},
    },
    {
      name: 'attempt_reset_hours',
      type: 'integer',
      label: { en: 'Reset attempts after, h', ru: 'Сброс попыток через, ч' },
      min: 0,
      max: 720,
      default: 24,
      list: {},
    },
  ],
});
