// A stored file in the list and on the show page: its name and size, a download button, and for audio
// (music on hold) a player. The content sits behind the bearer token, so it is fetched only when asked.
import { DownloadOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, fetchBlob } from '@/src/shared/download';
import { formatSize } from '@/src/shared/format-size';
import { CRUD_NS } from '../texts';

export interface StoredFile {
  name: string;
  url: string;
  size: number;
  content_type: string;
}

export const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && typeof (value as StoredFile).url === 'string';

function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function FileValue({ file }: { file: StoredFile }) {
  const { t, i18n } = useTranslation(CRUD_NS);
  const [audio, setAudio] = useState<Blob>();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const src = useObjectUrl(audio);
  const play = async () => {
    setState('loading');
    try {
      setAudio(await fetchBlob(file.url));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const isAudio = file.content_type.startsWith('audio/');
  return (
    <Space size={4} wrap data-testid="file-value">
      <Typography.Text>{file.name}</Typography.Text>
      <Typography.Text type="secondary">({formatSize(file.size, i18n.language)})</Typography.Text>
      {isAudio && !src && (
        <Button size="small" icon={<PlayCircleOutlined />} loading={state === 'loading'} onClick={play}>
          {t('file.play')}
        </Button>
      )}
      {src && <audio controls autoPlay src={src} data-testid="file-audio" style={{ height: 32 }} />}
      <Button
        size="small"
        icon={<DownloadOutlined />}
        aria-label={t('file.download')}
        onClick={() => downloadFile(`${file.url}?download=1`, file.name).catch(() => setState('failed'))}
      />
      {state === 'failed' && <Typography.Text type="danger">{t('file.failed')}</Typography.Text>}
    </Space>
  );
}
