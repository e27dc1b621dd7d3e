import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMPORT_NS } from './import-texts';

// What the server reads: CSV (any text) or an XLSX workbook.
const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One file picked locally; it travels only when the form is sent. */
export function PhoneFileInput({
  value,
  onChange,
  id,
}: {
  value?: File;
  onChange?: (file?: File) => void;
  id?: string;
}) {
  const { t } = useTranslation(IMPORT_NS);
  return (
    <Upload
      id={id}
      accept={ACCEPT}
      maxCount={1}
      beforeUpload={() => false}
      fileList={
        value
          ? [
              {
                uid: '1',
                name: value.name,
                size: value.size,
                type: value.type,
                originFileObj: value as never,
              },
            ]
          : []
      }
      onChange={(info) => onChange?.(info.fileList[0]?.originFileObj as File | undefined)}
    >
      <Button icon={<UploadOutlined />}>{t('pick')}</Button>
    </Upload>
  );
}
