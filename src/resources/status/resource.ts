import { settingsResource } from '../settings-resource';
import { colorField, field, flagField, referenceField, titleField } from '../fields';

// The catalogue has no status.delete: statuses are switched off (`active`), never deleted, because
// contacts and calls keep pointing at them.
export default settingsResource({
  name: 'status',
  label: { en: 'Statuses', ru: 'Статусы' },
  icon: 'FlagOutlined',
  order: 60,
  permissions: { list: 'status.list', create: 'status.create', update: 'status.update' },
  ids: 'desc',
  fields: [
    titleField(),
    colorField(),
    referenceField('campaign_id', { en: 'Project', ru: 'Проект' }, 'campaign', {
      list: { sortable: true, filter: 'eq' },
    }),
    field('description', 'text', { en: 'Description', ru: 'Описание' }, { max: 2000 }),
    field(
      'crm_status',
      'string',
      { en: 'CRM status', ru: 'Статус в CRM' },
      { max: 255, list: { filter: 'contains' } },
    ),
    flagField('active', { en: 'Active', ru: 'Активен' }, true),
    flagField('app_system', { en: 'System status', ru: 'Системный статус' }, false),
  ],
});
