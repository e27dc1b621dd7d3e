import { settingsResource, crudKeys } from '../settings-resource';
import { colorField, referencesField, titleField } from '../fields';

export default settingsResource({
  name: 'statusGroup',
  api: 'status_group',
  label: { en: 'Status groups', ru: 'Группы статусов' },
  icon: 'AppstoreOutlined',
  order: 50,
  permissions: crudKeys('statusGroup'),
  ids: 'desc',
  fields: [
    titleField(),
    colorField(),
    referencesField('statuses', { en: 'Statuses', ru: 'Статусы' }, 'status', 'title', { list: {} }),
  ],
});
