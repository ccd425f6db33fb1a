'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FormStatusValue } from '@/components/form/form-status';
import { useOrderError } from './use-order-error';

/** Runs a change while a status line says what it is doing, then that it is done or why it failed. */
export function useStatusRun() {
  const working = useTranslations('Orders')('working');
  const orderError = useOrderError();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const run = useCallback(
    async (work: () => Promise<unknown>, done: string) => {
      setStatus({ kind: 'pending', message: working });
      try {
        await work();
        setStatus({ kind: 'success', message: done });
      } catch (error) {
        setStatus({ kind: 'error', message: orderError(error) });
      }
    },
    [working, orderError],
  );
  return { status, setStatus, run, orderError };
}
