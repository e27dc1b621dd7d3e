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
    field(
      'script',
      'html',
      { en: 'Script', ru: 'Скрипт' },
      {
        required: true,
        max: 200000,
        list: {},
        // The placeholders the card fills in (plugins/contact-card/script/placeholders.ts,
        // docs/operator-scripts.md).
        form: {
          help: {
            en:
              'Placeholders filled in on the card: {operator} (the name of the operator reading it), {project}, {full_name}, {phone}, ' +
              '{email}, {birth_date}, {region}, {city}, {address}, {position}, {description}, {status}, and ' +
              'any card field by its caption, e.g. {Company}. Unknown names stay as typed.',
            ru:
              'Подстановки в карточке: {operator} (имя оператора, читающего скрипт), {project}, {full_name}, {phone}, {email}, ' +
              '{birth_date}, {region}, {city}, {address}, {position}, {description}, {status} и любое поле ' +
              'карточки по его названию, например {Компания}. Неизвестные имена остаются как есть.',
          },
        },
      },
    ),
  ],
});
