// Where a call can be transferred: the user's project queues (GET /user/projects) and the stored transfer
// phones of the call's project (GET /robot/campaign/getTransferPhones/:campaign_id, docs/contracts.md).
import { useEffect, useState } from 'react';
import { apiRequest } from '@/src/plugin-api';

export interface TransferOption {
  value: string;
  label: string;
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
}

async function items<T>(url: string): Promise<T[]> {
  const { status, data } = await apiRequest<{ items?: T[] }>('get', url);
  if (status !== 200 || !Array.isArray(data?.items)) throw new Error(`${url} answered ${status}`);
  return data.items;
}

export const loadQueues = async (): Promise<TransferOption[]> =>
  (await items<Project>('/user/projects'))
    .filter((project) => project.queue_name)
    .map((project) => ({ value: project.queue_name, label: project.title || project.queue_name }));

export const loadTransferPhones = async (campaignId: number | null): Promise<TransferOption[]> =>
  campaignId === null
    ? []
    : (await items<TransferPhone>(`/robot/campaign/getTransferPhones/${campaignId}`))
        .filter((entry) => entry.phone)
        .map((entry) => ({
          value: entry.phone,
          label: entry.name_phone ? `${entry.name_phone} (${entry.phone})` : entry.phone,
        }));

export type TransferOptions =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; queues: TransferOption[]; phones: TransferOption[] };

/** Loads both lists while the dialog is open. */
export function useTransferOptions(open: boolean, campaignId: number | null): TransferOptions {
  const [options, setOptions] = useState<TransferOptions>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setOptions({ state: 'loading' });
    Promise.all([loadQueues(), loadTransferPhones(campaignId)])
      .then(([queues, phones]) => live && setOptions({ state: 'ready', queues, phones }))
      .catch(() => live && setOptions({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [open, campaignId]);
  return options;
}
