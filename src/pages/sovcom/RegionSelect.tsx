// The partner's regions (GET /api/sovcom_regions/get_regions, a plain array), searched in the browser:
// the list is short and the endpoint takes no filter.
import { useList } from '@refinedev/core';
import { Select, type SelectProps } from 'antd';

interface Region {
  id: number;
  name: string;
}

const REGION_PATHS = { list: '/sovcom_regions/get_regions' };

export function RegionSelect(props: SelectProps) {
  const { result, query } = useList<Region>({
    resource: 'sovcom_regions',
    pagination: { mode: 'off' },
    meta: { paths: REGION_PATHS },
  });
  return (
    <Select
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={query.isLoading}
      options={result.data.map((r) => ({ value: r.id, label: r.name }))}
    />
  );
}
