// Starts this tab's phone for the signed-in user (one per tab, phone/instance.ts) and unlocks audio on
// the first gesture so the first ring is heard. Renders nothing: the panel and dialogs are other slot items.
import { useEffect } from 'react';
import { useTranslation, type SlotItemProps } from '@/src/plugin-api';
import { installAudioUnlock } from './audio/unlock';
import { startPhone } from './phone/instance';
import './ui/texts';

export default function SoftphoneRoot({ ctx }: SlotItemProps<'softphone.area'>) {
  const { i18n } = useTranslation();
  const { user, config } = ctx;
  useEffect(() => installAudioUnlock(), []);
  useEffect(
    () =>
      startPhone({
        user,
        config,
        t: (key, options) => i18n.t(`softphone:${key}`, options),
      }),
    // A new phone only for another user; the config and language are read when used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user.id],
  );
  return null;
}
