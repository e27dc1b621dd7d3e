// Request schemas of the import routes. Bodies come form-encoded (mapping as repeated keys, coerced to an
// array; booleans as "true"/"false") or as JSON.
import { idParams } from '../http/schemas';

export const IMPORT_ID_PARAMS = idParams('id');

export const START_BODY = {
  type: 'object',
  required: ['upload_id', 'campaign_id', 'mapping', 'has_header'],
  additionalProperties: false,
  properties: {
    upload_id: { type: 'string', pattern: '^[0-9a-f-]{36}(\\.[a-z0-9]{1,8})?$' },
    campaign_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    mapping: { type: 'array', minItems: 1, maxItems: 1024, items: { type: 'string', maxLength: 32 } },
    has_header: { type: 'boolean' },
    dry_run: { type: 'boolean', default: false },
    skip_existing: { type: 'string', enum: ['none', 'project', 'all'], default: 'none' },
    skip_file_duplicates: { type: 'boolean', default: false },
    skip_blacklisted: { type: 'boolean', default: false },
    skip_blocked_regions: { type: 'boolean', default: false },
  },
} as const;

export interface StartBody {
  upload_id: string;
  campaign_id: number;
  mapping: string[];
  has_header: boolean;
  dry_run: boolean;
  skip_existing: 'none' | 'project' | 'all';
  skip_file_duplicates: boolean;
  skip_blacklisted: boolean;
  skip_blocked_regions: boolean;
}
