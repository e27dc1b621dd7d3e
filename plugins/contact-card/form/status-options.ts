import type { ContactStatus } from '../types';

export interface StatusOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/**
 * Spec 000 section 4.1: the project's statuses; the contact's current status, when the list lacks it
 * (another project's, or one the list does not offer), is added as a disabled option so it still shows.
 */
export function statusOptions(list: readonly ContactStatus[], current: ContactStatus | null): StatusOption[] {
  const options: StatusOption[] = list.map((s) => ({ value: s.id, label: s.title }));
  if (current && !list.some((s) => s.id === current.id))
    options.unshift({ value: current.id, label: current.title, disabled: true });
  return options;
}
