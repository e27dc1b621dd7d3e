import { settingsResource } from '../settings-resource';
import { titleField, widgetField } from '../fields';

// The value types are part of the wire's label shape (src/contracts/card-labels.ts).
export { LABEL_VALUE_TYPES } from '../../contracts/card-labels';

// Card templates describe the dynamic fields of a project's contact cards. The catalogue has no key of
// their own: they are part of a project's settings, so they follow the campaign keys (docs/decisions.md).
// `labels` is a list of { id?, value, value_type, required_value, show_field, options: [{ id?, name }] },
// edited with the `cardLabels` widget; the server checks each label (a field name is required).
export default settingsResource({
  name: 'templateCard',
  api: 'template_card',
  label: { en: 'Card templates', ru: 'Шаблоны карточек' },
  icon: 'IdcardOutlined',
  order: 40,
  permissions: {
    list: 'campaign.list',
    create: 'campaign.update',
    update: 'campaign.update',
    delete: 'campaign.update',
  },
  ids: 'desc',
  fields: [
    titleField(),
    widgetField('labels', { en: 'Fields', ru: 'Поля' }, 'cardLabels', { required: true }),
  ],
});
