import { settingsResource, crudKeys } from '../settings-resource';
import { countField, flagField, titleField } from '../fields';

export default settingsResource({
  name: 'userGroup',
  api: 'user_group',
  label: { en: 'User groups', ru: 'Группы пользователей' },
  icon: 'ClusterOutlined',
  order: 20,
  permissions: crudKeys('userGroup'),
  ids: 'asc',
  fields: [
    titleField({ unique: { message: 'userGroupExists' } }),
    countField('card_timeout', { en: 'Card timeout, s', ru: 'Время на карточку, с' }, [0, 86400, 0], {
      list: { sortable: true },
      form: { help: { en: '0 means no limit', ru: '0 — без ограничения' } },
    }),
    flagField(
      'operator_auto_answer',
      { en: 'Operators answer automatically', ru: 'Автоответ операторов' },
      false,
    ),
  ],
});
