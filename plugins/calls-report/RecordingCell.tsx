// A call's recording in the report: "Play" asks the server for the recording's files (POST
// /call/get_files_type), then an <audio> element plays the first by its play URL, which the browser reads
// in byte ranges, so seeking works without loading the whole file; "Download" saves it (call.download).
import { DownloadOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { apiCall, downloadApiFile, IconButton, useTranslation } from '@/src/plugin-api';
import type { CallRow, RecordingFile } from './types';

export function RecordingCell({ call, canDownload }: { call: CallRow; canDownload: boolean }) {
  const { t } = useTranslation('calls-report');
  const [file, setFile] = useState<RecordingFile | null>(null);
  const [failed, setFailed] = useState(false);
  if (!call.audio_path) return null;
  const open = () =>
    apiCall<{ items: RecordingFile[] }>('post', '/call/get_files_type', { id: call.id }).then(
      ({ items }) => (items[0] ? setFile(items[0]) : setFailed(true)),
      () => setFailed(true),
    );
  const save = () =>
    downloadApiFile(
      `/record/?path=${encodeURIComponent(call.audio_path)}&download=1`,
      `${call.unique_id}.${call.file_format || 'opus'}`,
    ).catch(() => setFailed(true));
  return (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      {file ? (
        <audio controls autoPlay src={file.url} style={{ height: 32 }} data-testid="calls-report-audio" />
      ) : (
        <IconButton icon={<PlayCircleOutlined />} onClick={open} label={t('play')} />
      )}
      {canDownload && <IconButton icon={<DownloadOutlined />} onClick={save} label={t('download')} />}
      {failed && <Typography.Text type="danger">{t('noRecording')}</Typography.Text>}
    </Space>
  );
}
