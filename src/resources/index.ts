// Every declared configuration resource. The client and the server both read this list; adding a
// resource = one declaration here plus its server table (docs/resources.md).
import type { ResourceDeclaration } from './define';
import statusGroup from './status-group/resource';
import status from './status/resource';
import tag from './tag/resource';
import userGroup from './user-group/resource';

export const RESOURCES: readonly ResourceDeclaration[] = [userGroup, statusGroup, status, tag];
