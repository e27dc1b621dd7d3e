import { settingsResource, crudKeys } from '../settings-resource';
import { colorField, field, titleField } from '../fields';

export default settingsResource({
  name: 'scriptOperator',
  api: 'script_operator',
  route: '/settings/script-operator',
  label: { en: 'Operator script', ru: 'Скрипт оператора' },
  icon: 'FileTextOutlined',
  order: 85,
  permissions: crudKeys('scriptOperator'),
  ids: 'desc',
  fields: [
    titleField(),
    colorField(),
    field('script', 'html', { en: 'Script', ru: 'Скрипт' }, { required: true, max: 200000, list: {} }),
  ],
});
