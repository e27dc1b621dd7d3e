// The import's options (issue 13): numbers already in the database (this project or any), repeats within the
// file, the blacklist, and the project's blocked regions.
import { Form, Radio, Switch } from 'antd';
import { useTranslation } from '@/src/plugin-api';

export const DEFAULT_OPTIONS = {
  skip_existing: 'project',
  skip_file_duplicates: true,
  skip_blacklisted: true,
  skip_blocked_regions: true,
} as const;

const SWITCHES = ['skip_file_duplicates', 'skip_blacklisted', 'skip_blocked_regions'] as const;

export function ImportOptions() {
  const { t } = useTranslation('contact-import');
  return (
    <>
      <Form.Item name="skip_existing" label={t('options.skip_existing')} data-field="skip_existing">
        <Radio.Group
          options={(['none', 'project', 'all'] as const).map((v) => ({
            value: v,
            label: t(`options.existing.${v}`),
          }))}
        />
      </Form.Item>
      {SWITCHES.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`options.${name}`)}
          valuePropName="checked"
          data-field={name}
        >
          <Switch />
        </Form.Item>
      ))}
    </>
  );
}
