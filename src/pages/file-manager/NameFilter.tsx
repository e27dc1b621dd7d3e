import type { CrudFilter } from '@refinedev/core';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILES_NS } from './texts';

const nameOf = (filters: CrudFilter[]) => {
  const found = filters.find((f) => 'field' in f && f.field === 'name');
  return typeof found?.value === 'string' ? found.value : '';
};

/** The name filter (the server's `name`, contains, case-insensitive), restored from the address. */
export function NameFilter({ filters, onApply }: { filters: CrudFilter[]; onApply: (name: string) => void }) {
  const { t } = useTranslation(FILES_NS);
  const { t: tMain } = useTranslation();
  return (
    <Input.Search
      key={nameOf(filters)}
      defaultValue={nameOf(filters)}
      placeholder={t('search')}
      aria-label={t('search')}
      allowClear
      enterButton={tMain('buttons.filter')}
      onSearch={(value) => onApply(value.trim())}
      style={{ maxWidth: 360 }}
      data-testid="file-filter"
    />
  );
}
