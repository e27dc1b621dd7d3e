// The filter bar's form values and the filters they stand for (the created range as two days).
import dayjs, { type Dayjs } from 'dayjs';
import type { Filters } from './filters';

export interface FilterForm {
  campaign_id?: number[];
  status_id?: number[];
  user_id?: number[];
  phone?: string;
  full_name?: string;
  has_recall_task?: 'true' | 'false';
  created?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';
const text = (value?: string) => value?.trim() || undefined;

/** Every control's value, named even when empty, so setting them clears what the filters leave out. */
export const formValues = (filters: Filters): FilterForm => ({
  campaign_id: filters.campaign_id,
  status_id: filters.status_id,
  user_id: filters.user_id,
  phone: filters.phone,
  full_name: filters.full_name,
  has_recall_task: filters.has_recall_task,
  created:
    filters.created_from || filters.created_to
      ? [
          filters.created_from ? dayjs(filters.created_from) : null,
          filters.created_to ? dayjs(filters.created_to) : null,
        ]
      : null,
});

export const fromForm = (values: FilterForm): Filters => ({
  campaign_id: values.campaign_id ?? [],
  status_id: values.status_id ?? [],
  user_id: values.user_id ?? [],
  phone: text(values.phone),
  full_name: text(values.full_name),
  has_recall_task: values.has_recall_task,
  created_from: values.created?.[0]?.format(DAY),
  created_to: values.created?.[1]?.format(DAY),
});
