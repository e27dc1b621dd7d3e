import { settingsResource } from '../settings-resource';
import { countField, field, referenceField, uniquePhoneField } from '../fields';

// The catalogue has only carousel.list. Changing the numbers a trunk rotates through is trunk
// management, so it needs trunk.update (docs/decisions.md).
export default settingsResource({
  name: 'carousel',
  label: { en: 'Caller ID carousel', ru: 'Карусель номеров' },
  recordTitle: 'phone',
  icon: 'RetweetOutlined',
  order: 75,
  permissions: {
    list: 'carousel.list',
    create: 'trunk.update',
    update: 'trunk.update',
    delete: 'trunk.update',
  },
  ids: 'asc',
  fields: [
    uniquePhoneField(),
    referenceField('trunk_id', { en: 'Trunk', ru: 'Транк' }, 'trunk', { required: true }),
    countField('attempts', { en: 'Attempts', ru: 'Попыток' }, [0, 1000000, 0], { list: { sortable: true } }),
    field(
      'last_attempt',
      'datetime',
      { en: 'Last attempt', ru: 'Последняя попытка' },
      {
        readOnly: true,
        list: { sortable: true },
      },
    ),
    countField('timeout', { en: 'Timeout, s', ru: 'Таймаут, с' }, [0, 86400, 60], { list: {} }),
    countField(
      'attempt_reset_hours',
      { en: 'Reset attempts after, h', ru: 'Сброс попыток через, ч' },
      [0, 720, 24],
      {
        list: {},
      },
    ),
  ],
});
