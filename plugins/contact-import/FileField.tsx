// The file of an import (the form's `file` value is the server's reading of it): picked, sent with the
// project to POST /contact/import/upload with a progress bar, then named with its size in rows and columns.
// The server's refusal (a damaged or too large file) is said under the field by `onRefused`.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { apiUpload, useTranslation, type ImportUpload } from '@/src/plugin-api';

interface Props {
  value?: ImportUpload;
  onChange?: (upload: ImportUpload | undefined) => void;
  campaignId: number | undefined;
  onRefused: (message: string) => void;
}

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const refusal = (error: unknown) => {
  const { errors, message } = error as { errors?: Record<string, unknown>; message?: string };
  const onFile = errors?.file;
  return String((Array.isArray(onFile) ? onFile[0] : onFile) ?? message ?? '');
};

export function FileField({ value, onChange, campaignId, onRefused }: Props) {
  const { t } = useTranslation('contact-import');
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    const body = new FormData();
    body.append('campaign_id', String(campaignId));
    body.append('file', file);
    setPercent(0);
    onChange?.(undefined);
    try {
      onChange?.(await apiUpload<ImportUpload>('/contact/import/upload', body, setPercent));
    } catch (error) {
      onRefused(refusal(error) || t('upload.failed'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        disabled={campaignId === undefined || percent !== null}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={campaignId === undefined} data-testid="import-file">
          {t('upload.choose')}
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} data-testid="import-upload-progress" />}
      {value && (
        <Typography.Text data-testid="import-file-name">
          {t('upload.read', { name: value.file_name, columns: value.columns })}
        </Typography.Text>
      )}
    </Space>
  );
}
