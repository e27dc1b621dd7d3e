import { WifiOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { PING_COLOUR_CSS, pingColour } from './ping-colour';
import { usePing } from './use-ping';

/** Top-bar icon coloured by the last round-trip time to the server. */
export default function PingIndicator() {
  const { t } = useTranslation('ping');
  const state = usePing();
  const colour = pingColour(state.status === 'ok' ? state.ms : null);
  const text = state.status === 'ok' ? t('latency', { ms: state.ms }) : t(state.status);
  return (
    <Tooltip title={text}>
      <span
        role="status"
        aria-label={text}
        data-testid="ping-indicator"
        data-colour={colour}
        style={{ color: PING_COLOUR_CSS[colour], fontSize: 18, display: 'inline-flex', padding: '0 8px' }}
      >
        <WifiOutlined />
      </span>
    </Tooltip>
  );
}
