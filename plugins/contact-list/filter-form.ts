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

export const formValues = ({ created_from, created_to, ...rest }: Filters): FilterForm => ({
  ...rest,
  created:
    created_from || created_to
      ? [created_from ? dayjs(created_from) : null, created_to ? dayjs(created_to) : null]
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
