import { settingsResource } from '../settings-resource';
import { colorField, enumField, field, flagField, referenceField, titleField } from '../fields';

/** The stage a contact's lead or deal moves to in the linked CRM when the contact gets this status: the
 * stages every CRM pipeline has (docs/decisions.md, issue 14); '' sends nothing. */
export const CRM_STAGES = ['', 'NEW', 'IN_PROCESS', 'WON', 'LOSE'] as const;
const CRM_STAGE_LABELS = {
  '': { en: 'Not sent to the CRM', ru: 'Не передаётся в CRM' },
  NEW: { en: 'New', ru: 'Новый' },
  IN_PROCESS: { en: 'In progress', ru: 'В работе' },
  WON: { en: 'Closed won', ru: 'Успешно реализовано' },
  LOSE: { en: 'Closed lost', ru: 'Закрыто и не реализовано' },
};

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
    enumField('crm_status', { en: 'CRM status', ru: 'Статус в CRM' }, CRM_STAGES, CRM_STAGE_LABELS),
    flagField('active', { en: 'Active', ru: 'Активен' }, true),
    flagField('app_system', { en: 'System status', ru: 'Системный статус' }, false),
  ],
});
