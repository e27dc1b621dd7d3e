// Field names of the import routes for `{field}` in validation messages.
import type { Text } from '../from-client';

export const IMPORT_LABELS: Readonly<Record<string, Text>> = {
  file: { en: 'File', ru: 'Файл' },
  campaign_id: { en: 'Project', ru: 'Проект' },
  upload_id: { en: 'Uploaded file', ru: 'Загруженный файл' },
  mapping: { en: 'Columns', ru: 'Столбцы' },
};
