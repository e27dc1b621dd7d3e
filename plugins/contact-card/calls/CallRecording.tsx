// A recorded call's player in the card's calls table: nothing is fetched until asked; then the server names
// the recording's files with a play URL each (POST /call/get_files_type, scoped like the call), and the
// browser's own <audio> element streams the first in byte ranges, so it seeks without loading it all.
import { SoundOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { apiCall, IconButton, useTranslation } from '@/src/plugin-api';

type Player = { state: 'idle' } | { state: 'ready'; url: string } | { state: 'missing' };

export function CallRecording({ callId }: { callId: number }) {
  const { t } = useTranslation('contact-card');
  const [player, setPlayer] = useState<Player>({ state: 'idle' });
  const ask = async () => {
    const reply = await apiCall<{ items: { url: string }[] }>('post', '/call/get_files_type', {
      id: callId,
    }).catch(() => null);
    const url = reply?.items[0]?.url;
    setPlayer(url ? { state: 'ready', url } : { state: 'missing' });
  };
  if (player.state === 'ready')
    return <audio controls autoPlay src={player.url} style={{ height: 32 }} data-testid="card-call-audio" />;
  if (player.state === 'missing')
    return <Typography.Text type="secondary">{t('calls.noRecording')}</Typography.Text>;
  return <IconButton icon={<SoundOutlined />} label={t('calls.play')} onClick={ask} />;
}
