// Every declared configuration resource. The client and the server both read this list; adding a
// resource = one declaration here plus its server table (docs/resources.md).
import type { ResourceDeclaration } from './define';
import statusGroup from './status-group/resource';
import status from './status/resource';
import tag from './tag/resource';
import userGroup from './user-group/resource';
import trunk from './trunk/resource';
import carousel from './carousel/resource';
import scriptOperator from './script-operator/resource';
import permission from './permission-group/resource';
import user from './user/resource';
import campaign from './campaign/resource';
import templateCard from './template-card/resource';
import kpiTarget from './kpi-target/resource';
import moh from './moh/resource';
import blackList from './black-list/resource';

export const RESOURCES: readonly ResourceDeclaration[] = [
  userGroup,
  statusGroup,
  status,
  tag,
  trunk,
  carousel,
  scriptOperator,
  permission,
  user,
  campaign,
  templateCard,
  kpiTarget,
  moh,
  blackList,
];

/** The value types of a card template's labels (the server checks each label against them). */
export { LABEL_VALUE_TYPES } from './template-card/resource';

/** The parameters each KPI metric takes in a target's `options` (the server checks them). */
export { KPI_OPTION_FIELDS } from './kpi-target/options';

/** The shapes of text fields (`format`) and the name a copy gets: the server checks and makes the same. */
export { hasFormat, TEXT_FORMATS, type TextFormatName } from './text-formats';
export { copyName } from './copy-name';
