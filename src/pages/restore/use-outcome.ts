import type { AuthActionResponse } from '@refinedev/core';
import { useState } from 'react';
import { usePlainT } from '@/src/i18n/base-texts';
import { settle } from '@/src/shared/auth-actions';
import { outcomeOf, type Outcome } from './outcome';

/** Runs an auth action and keeps what the form shows about it: pending, then success or error. */
export function useOutcome<V>(action: (values: V) => Promise<AuthActionResponse>) {
  const t = usePlainT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const run = async (values: V) => {
    setPending(true);
    setOutcome(outcomeOf(await settle(action(values)), t('shell.restore.failed')));
    setPending(false);
  };
  return { run, pending, outcome };
}
