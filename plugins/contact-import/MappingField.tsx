// The form's `mapping`: the preview table's selects, checked for exactly one phone column before sending.
import { Form, type FormInstance } from 'antd';
import { useTranslation, type ImportUpload } from '@/src/plugin-api';
import { mappingProblem } from './mapping-rules';
import { MappingTable } from './MappingTable';
import { targetOptions } from './target-options';
import { useCardLabels } from './use-card-labels';
import type { ImportForm } from './use-start-import';

interface Props {
  form: FormInstance<ImportForm>;
  upload: ImportUpload;
  campaignId: number | undefined;
}

export function MappingField({ form, upload, campaignId }: Props) {
  const { t } = useTranslation('contact-import');
  const labels = useCardLabels(campaignId);
  const hasHeader = Form.useWatch('has_header', form) ?? false;
  const mapping = Form.useWatch('mapping', form) ?? [];
  return (
    <Form.Item
      name="mapping"
      label={t('mapping.label')}
      data-field="mapping"
      rules={[
        {
          validator: async (_, value: string[] | undefined) => {
            const problem = mappingProblem(value);
            if (problem) throw new Error(t(`mapping.${problem}`));
          },
        },
      ]}
    >
      <MappingTable
        preview={upload.preview}
        columns={upload.columns}
        hasHeader={hasHeader}
        options={targetOptions(t, labels, mapping)}
      />
    </Form.Item>
  );
}
