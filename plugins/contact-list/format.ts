import dayjs from 'dayjs';

/** Spec 000 section 3: dates read DD-MM-YYYY HH:mm, in the browser's zone. */
export const when = (iso: string | null) => (iso ? dayjs(iso).format('DD-MM-YYYY HH:mm') : '');

/** The spec's colours are antd's preset names, but for "violet" (antd: purple) and "none". */
export const tagColour = (c?: string) => (!c || c === 'none' ? undefined : c === 'violet' ? 'purple' : c);
