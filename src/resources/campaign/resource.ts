import { defineResource } from '../define';
import { crudKeys } from '../settings-resource';
import { CAMPAIGN_FIELDS } from './fields';
import { CAMPAIGN_GROUPS } from './groups';

// Projects (campaigns). `queue_name` is made by the server from the id; copying makes a new project
// with the same settings and the title "<title> (copy)".
export default defineResource({
  name: 'campaign',
  route: '/campaign',
  label: { en: 'Projects', ru: 'Проекты' },
  menu: { icon: 'ProjectOutlined', order: 10 },
  permissions: { ...crudKeys('campaign'), copy: 'campaign.copy' },
  defaultSort: { field: 'id', order: 'desc' },
  groups: CAMPAIGN_GROUPS,
  fields: CAMPAIGN_FIELDS,
});
