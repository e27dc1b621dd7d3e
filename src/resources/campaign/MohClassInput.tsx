// The music-on-hold class of a transfer phone: free text (the server takes any class name, the demo
// data says `default`), with the titles of the music-on-hold resource as suggestions for users who may
// list it.
import { useSelect } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { AutoComplete } from 'antd';
import { canUser } from '@/providers/access-control-provider';
import { keysFor } from '../define';
import moh from '../moh/resource';

const OPTIONS_PAGE = { currentPage: 1, pageSize: 100, mode: 'server' } as const;

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

export function MohClassInput({ value, onChange, disabled, ...rest }: Props) {
  const { selectProps } = useSelect<BaseRecord>({
    resource: moh.name,
    optionLabel: (item) => String(item.title ?? ''),
    optionValue: (item) => String(item.title ?? ''),
    pagination: OPTIONS_PAGE,
    errorNotification: false,
    queryOptions: { enabled: canUser(keysFor(moh, 'list') ?? undefined) },
  });
  const typed = value.trim().toLowerCase();
  // Titles are not unique: one suggestion per class name.
  const titles = new Set((selectProps.options ?? []).map((o) => String(o.value)));
  const options = [...titles]
    .filter((title) => title && title.toLowerCase().includes(typed))
    .map((title) => ({ value: title }));
  return (
    <AutoComplete
      value={value}
      options={options}
      disabled={disabled}
      style={{ width: '100%' }}
      onChange={(next: string) => onChange(next ?? '')}
      aria-label={rest['aria-label']}
    />
  );
}
