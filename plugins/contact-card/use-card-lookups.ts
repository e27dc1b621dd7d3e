// The lists the form offers beside the contact: statuses of its project, operators, tags, the project's flags.
import type { CardAccess } from './access';
import type { CardTag, ContactStatus, Operator } from './types';
import { useApiData } from './use-api-data';

const NO_ITEMS = { items: [] };
const NO_OPERATORS: Operator[] = [];
const NO_TAGS: { items: CardTag[] } = { items: [] };

interface Project {
  project_id: number;
  active_additional_phone_timeout?: string | number | null;
}

export function useCardLookups(campaignId: number | null, access: CardAccess, needsProjectFlag: boolean) {
  const statuses = useApiData<{ items: ContactStatus[] }>(
    campaignId === null ? null : '/status/list/',
    { project_ids: campaignId },
    NO_ITEMS,
  );
  const operators = useApiData<Operator[]>(
    access.operator ? '/user/get_operators' : null,
    undefined,
    NO_OPERATORS,
  );
  // The card's reply does not carry the project's additional-phone switch; the user's projects do.
  const projects = useApiData<{ items: Project[] }>(
    needsProjectFlag && campaignId !== null ? '/user/projects' : null,
    undefined,
    NO_ITEMS,
  );
  const project = projects?.items.find((p) => p.project_id === campaignId);
  // Every tag, to name the contact's and to choose them; undefined while loading.
  const tags = useApiData('/tag/options', undefined, NO_TAGS);
  return {
    statuses: statuses?.items ?? [],
    tags: tags?.items,
    operators: operators ?? [],
    phonesFlag: project ? String(project.active_additional_phone_timeout ?? '') : null,
  };
}
