import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify, useTranslation } from '@/src/plugin-api';

/** Spec 001 section 8: when the card list cannot be read it says so and closes, back to the dashboard. */
export function useCloseList(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(() => {
    void notify({ type: 'error', message: t('noProjectManualCall') });
    navigate('/dashboard');
  }, [t, navigate]);
}
