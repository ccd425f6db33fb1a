'use client';

import type { FleetAction } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import formStyles from '@/components/form/form.module.css';
import { useCan } from '@/features/fleet/fleet-me';

/** The page's body for a user who may read it; the refusal the server would give otherwise. */
export function Guarded({ action, children }: { action: FleetAction; children: ReactNode }) {
  const can = useCan();
  const notAuthorized = useTranslations('FleetErrors')('NOT_AUTHORIZED');
  if (!can(action)) {
    return (
      <p className={formStyles.alert} role="alert">
        {notAuthorized}
      </p>
    );
  }
  return <>{children}</>;
}
