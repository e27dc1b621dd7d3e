// Starts this tab's phone for the signed-in user (one per tab, phone/instance.ts), hands it the user's
// projects each time the shell's 15 s poll finds them changed, and unlocks audio on the first gesture so the
// first ring is heard. Renders nothing: the panel and dialogs are other slot items.
import { useEffect } from 'react';
import { softphoneRole, useTranslation, useUserProjects, type SlotItemProps } from '@/src/plugin-api';
import { installAudioUnlock } from './audio/unlock';
import { startPhone, updatePhoneProjects } from './phone/instance';
import type { Project } from './phone/projects';
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
  // The phone read its projects when it started; a later reply that differs (react-query keeps the same
  // object for an equal reply) reaches it here. A failed poll keeps the last projects.
  const { data } = useUserProjects<Project>({ enabled: softphoneRole(user).loadsProjects });
  useEffect(() => {
    if (Array.isArray(data?.items)) updatePhoneProjects(data.items);
  }, [data, user.id]);
  return null;
}
