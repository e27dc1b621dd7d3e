import { Tooltip } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneState } from '../phone/context';
import { COLOUR_CSS, registrationColour } from './colours';
import './texts';

/** The phone's registration as a coloured dot (spec 000 section 4.4), with the reason it is blocked. */
export function RegistrationIndicator() {
  const { t } = useTranslation('softphone');
  const { registration, presence, blocked } = usePhoneState();
  const colour = registrationColour(registration, presence);
  const paused = registration === 'registered' && colour === 'orange';
  const label = t(paused ? 'registration.paused' : `registration.${registration}`);
  const title = blocked ? `${label}. ${t(`blocked.${blocked}`)}` : label;
  return (
    <Tooltip title={title}>
      <span
        role="status"
        aria-label={title}
        data-testid="softphone-registration"
        data-state={registration}
        data-colour={colour}
        data-blocked={blocked ?? undefined}
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: '50%',
          background: COLOUR_CSS[colour],
          flex: 'none',
        }}
      />
    </Tooltip>
  );
}
