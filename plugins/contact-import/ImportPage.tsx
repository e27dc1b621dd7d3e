// Projects > Import contacts (spec 000 section 2.1, /campaign/import/:id?, campaign.import): the project (the
// address's id chooses it), the file with its upload progress, the first rows with a target per column, the
// header switch and the options, then a dry run or the import, whose progress and counters show below.
import { Alert, Button, Card, Form, Select, Space, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/src/plugin-api';
import { FileField } from './FileField';
import { DEFAULT_OPTIONS, ImportOptions } from './ImportOptions';
import { ImportRun } from './ImportRun';
import { MappingField } from './MappingField';
import { useImportRun } from './use-import-run';
import { useProjects } from './use-projects';
import { useStartImport, type ImportForm } from './use-start-import';
import './texts';

export default function ImportPage() {
  const { t } = useTranslation('contact-import');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [form] = Form.useForm<ImportForm>();
  const campaignId: number | undefined = Form.useWatch('campaign_id', form) ?? (id > 0 ? id : undefined);
  const upload = Form.useWatch('file', form);
  const projects = useProjects();
  const run = useImportRun();
  const { start, problem, pending } = useStartImport(form, run.show);

  const changed = (values: Partial<ImportForm>) => {
    if (values.campaign_id !== undefined) {
      // Another project has its own card fields and remembered mapping: the file is read again for it.
      form.setFieldsValue({ file: undefined, mapping: [] });
      navigate(`/campaign/import/${values.campaign_id}`, { replace: true });
    }
    if (values.file)
      form.setFieldsValue({ has_header: values.file.has_header, mapping: values.file.mapping });
  };

  return (
    <Card title={t('title')} data-testid="import-page">
      <Form<ImportForm>
        form={form}
        layout="vertical"
        initialValues={{ campaign_id: campaignId, has_header: true, mapping: [], ...DEFAULT_OPTIONS }}
        onValuesChange={changed}
      >
        <Form.Item
          name="campaign_id"
          label={t('project')}
          rules={[{ required: true, message: t('projectRequired') }]}
          data-field="campaign_id"
        >
          <Select
            options={projects}
            showSearch
            optionFilterProp="label"
            style={{ maxWidth: 400 }}
            data-testid="import-project"
          />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('file')}
          rules={[{ required: true, message: t('upload.required') }]}
          data-field="file"
        >
          <FileField
            campaignId={campaignId}
            onRefused={(message) => form.setFields([{ name: 'file', errors: [message] }])}
          />
        </Form.Item>
        {upload && (
          <>
            <Form.Item
              name="has_header"
              label={t('hasHeader')}
              valuePropName="checked"
              data-field="has_header"
            >
              <Switch data-testid="import-has-header" />
            </Form.Item>
            <MappingField form={form} upload={upload} campaignId={campaignId} />
            <ImportOptions />
            {problem && (
              <Alert
                type="error"
                showIcon
                message={t('failed')}
                description={problem}
                style={{ marginBottom: 16 }}
              />
            )}
            <Space>
              <Button loading={pending} onClick={() => void start(true)} data-testid="import-dry-run">
                {t('startDry')}
              </Button>
              <Button
                type="primary"
                loading={pending}
                onClick={() => void start(false)}
                data-testid="import-start"
              >
                {t('start')}
              </Button>
            </Space>
          </>
        )}
      </Form>
      {run.item && (
        <div style={{ marginTop: 16 }}>
          <ImportRun item={run.item} onChanged={run.show} />
        </div>
      )}
    </Card>
  );
}
