// Where a call can be transferred: the user's project queues (GET /user/projects) and the stored transfer
// phones of the call's project (GET /robot/campaign/getTransferPhones/:campaign_id, docs/contracts.md).
import { useApiQuery, useUserProjects } from '@/src/plugin-api';

export interface TransferOption {
  value: string;
  label: string;
  /** A stored phone's music on hold class, when it has one. */
  mohClass?: string;
}

interface Project {
  project_id: number;
  queue_name: string;
  title?: string;
}

interface TransferPhone {
  id?: number;
  name_phone?: string;
  phone: string;
  moh_class?: string;
}

const toQueue = (project: Project): TransferOption => ({
  value: project.queue_name,
  label: project.title || project.queue_name,
});
const toPhone = (entry: TransferPhone): TransferOption => ({
  value: entry.phone,
  label: entry.name_phone ? `${entry.name_phone} (${entry.phone})` : entry.phone,
  ...(entry.moh_class ? { mohClass: entry.moh_class } : {}),
});

export type TransferOptions =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; queues: TransferOption[]; phones: TransferOption[] };

type Items<T> = { items?: T[] };

/** Loads both lists while the dialog is open; a call's project without an id has no stored phones. */
export function useTransferOptions(open: boolean, campaignId: number | null): TransferOptions {
  const queues = useUserProjects<Project>({ enabled: open });
  const phonesUrl = `/robot/campaign/getTransferPhones/${campaignId}`;
  const phones = useApiQuery<Items<TransferPhone>>(phonesUrl, undefined, {
    enabled: open && campaignId !== null,
  });
  if (queues.isLoading || phones.isLoading) return { state: 'loading' };
  const phoneItems = campaignId === null ? [] : phones.data?.items;
  if (!Array.isArray(queues.data?.items) || !Array.isArray(phoneItems)) return { state: 'failed' };
  return {
    state: 'ready',
    queues: queues.data.items.filter((project) => project.queue_name).map(toQueue),
    phones: phoneItems.filter((entry) => entry.phone).map(toPhone),
  };
}
