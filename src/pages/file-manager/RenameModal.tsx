import { useUpdate, type HttpError } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCrudNotifications } from '@/src/resources/ui/notifications';
import { FILES_NS } from './texts';
import { FILES, type ManagedFile } from './use-file-action';

// The server's rule is 1-255 characters without slashes or control characters; the latter cannot be
// typed into the input, and the server still says so under the field.
const NAME_PATTERN = /^[^/\\]+$/;

/** PUT /api/file_manager/update/:id with the new `name`; the server's refusal shows under the field. */
export function RenameModal({ file, onClose }: { file: ManagedFile; onClose: () => void }) {
  const { t } = useTranslation(FILES_NS);
  const { t: tMain } = useTranslation();
  const notifications = useCrudNotifications();
  const [form] = Form.useForm<{ name: string }>();
  const { mutate, mutation } = useUpdate<ManagedFile, HttpError, { name: string }>();

  const save = ({ name }: { name: string }) =>
    mutate(
      {
        resource: FILES,
        id: file.id,
        values: { name: name.trim() },
        successNotification: notifications.updated,
        errorNotification: (error) => (error?.errors?.name ? false : notifications.failed(error)),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const message = error.errors?.name;
          if (message)
            form.setFields([{ name: 'name', errors: ([] as string[]).concat(message as string | string[]) }]);
        },
      },
    );

  return (
    <Modal
      open
      title={t('renameTitle', { name: file.name })}
      okText={tMain('buttons.save')}
      cancelText={tMain('buttons.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ name: file.name }} onFinish={save}>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: tMain('validation.required', { field: t('name') }) },
            { max: 255, message: tMain('validation.max', { field: t('name'), length: 255 }) },
            { pattern: NAME_PATTERN, message: tMain('incorrectData') },
          ]}
        >
          <Input autoFocus maxLength={255} data-testid="file-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
