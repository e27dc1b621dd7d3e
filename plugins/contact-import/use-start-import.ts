// "Dry run" and "Import": the form is checked first (a failing form sends nothing), then POST /contact/import
// with the upload, the mapping and the options; the started item goes to `onStarted`, the top bar's list is
// asked again, and a refusal lands under its fields or as one message.
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useApiMutation, type ImportItem, type ImportUpload } from '@/src/plugin-api';
import { readRefusal } from './server-errors';
import { LATEST_URL } from './use-latest-imports';

export interface ImportForm {
  campaign_id?: number;
  file?: ImportUpload;
  has_header: boolean;
  mapping: string[];
  skip_existing: 'none' | 'project' | 'all';
  skip_file_duplicates: boolean;
  skip_blacklisted: boolean;
  skip_blocked_regions: boolean;
}

export function useStartImport(form: FormInstance<ImportForm>, onStarted: (item: ImportItem) => void) {
  const { send, isPending } = useApiMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (dryRun: boolean) => {
    setProblem(null);
    const values = await form.validateFields().catch(() => null);
    if (!values?.file) return;
    const { file, ...rest } = values;
    try {
      const item = await send<ImportItem>(
        'post',
        '/contact/import',
        { ...rest, upload_id: file.upload_id, dry_run: dryRun },
        { invalidates: [LATEST_URL] },
      );
      onStarted(item);
    } catch (error) {
      const refusal = readRefusal(error);
      form.setFields(refusal.fields);
      setProblem(refusal.message);
    }
  };

  return { start, problem, pending: isPending };
}
