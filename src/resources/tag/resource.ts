import { settingsResource, crudKeys } from '../settings-resource';
import { colorField, flagField, titleField } from '../fields';

export default settingsResource({
  name: 'tag',
  label: { en: 'Tags', ru: 'Теги' },
  icon: 'TagsOutlined',
  order: 80,
  permissions: crudKeys('tag'),
  ids: 'desc',
  fields: [
    titleField(),
    colorField(),
    flagField('app_system', { en: 'System tag', ru: 'Системный тег' }, false),
  ],
});
