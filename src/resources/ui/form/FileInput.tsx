import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDeclaration } from '../../define';

/**
 * A `file` field: one file picked locally (nothing is uploaded until the form is saved, as multipart).
 * The value is the File; the stored file's name shows as the item's help on edit.
 */
export function FileInput({
  field,
  value,
  onChange,
  disabled,
  id,
}: {
  field: FieldDeclaration;
  value?: unknown;
  onChange?: (file: File | undefined) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const file = value instanceof File ? value : undefined;
  return (
    <Upload
      id={id}
      disabled={disabled}
      accept={field.file?.accept.join(',')}
      maxCount={1}
      beforeUpload={() => false}
      fileList={
        file
          ? [{ uid: '1', name: file.name, size: file.size, type: file.type, originFileObj: file as never }]
          : []
      }
      onChange={(info) => onChange?.((info.fileList[0]?.originFileObj as File | undefined) ?? undefined)}
    >
      <Button icon={<UploadOutlined />} disabled={disabled}>
        {t('buttons.import')}
      </Button>
    </Upload>
  );
}
