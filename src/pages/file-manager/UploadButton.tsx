import { UploadOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCrudNotifications } from '@/src/resources/ui/notifications';
import { FILES_NS } from './texts';
import { FILES, useFileAction } from './use-file-action';

/** Picks a file and sends it at once (multipart field `file`); shown only with fileManager.create. */
export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation(FILES_NS);
  const allowed = useFileAction('create');
  const notifications = useCrudNotifications();
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  if (!allowed) return null;

  const upload = (file: File) => {
    const body = new FormData();
    body.append('file', file);
    mutate(
      {
        url: '/file_manager/upload',
        method: 'post',
        values: body,
        successNotification: notifications.created,
        errorNotification: notifications.failed,
      },
      {
        onSuccess: () => {
          void invalidate({ resource: FILES, invalidates: ['list'] });
          onUploaded();
        },
      },
    );
  };

  return (
    <Upload
      showUploadList={false}
      beforeUpload={(file) => {
        upload(file);
        return false; // sent above, through the API client and its token
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={mutation.isPending} data-testid="file-upload">
        {t('upload')}
      </Button>
    </Upload>
  );
}
