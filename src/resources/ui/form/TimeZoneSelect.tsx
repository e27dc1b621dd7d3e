// The control of a `format: 'timeZone'` field: the IANA zones the browser knows, searchable by any part of the
// name ("mosc" finds Europe/Moscow). A stored zone the list lacks (an older alias) stays offered.
import { Select } from 'antd';
import { useMemo } from 'react';

const knownZones = (): string[] => {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
};

export function TimeZoneSelect({
  value,
  ...props
}: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
}) {
  const options = useMemo(() => {
    const zones = knownZones();
    if (value && !zones.includes(value)) zones.unshift(value);
    return zones.map((zone) => ({ value: zone, label: zone }));
  }, [value]);
  return <Select {...props} value={value} showSearch optionFilterProp="label" options={options} />;
}
