import dayjs from 'dayjs';

/** The list's date and time format (spec: DD-MM-YYYY, with the time where there is one). */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('DD-MM-YYYY HH:mm') : '';
