'use client';

import {
  type FleetAuthorizationInput,
  FleetBackOfficeClient,
  type FleetBackOfficeOrderFilters,
  type FleetMoveOrderInput,
  type FleetStaffCardFilters,
} from '@fuel/sdk/fleet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePlatform } from '@/features/platform/platform-context';
import type { StaffSession } from './session';

/** Query keys of the back office's queue; every move invalidates `all`. */
export const backOfficeKeys = {
  all: ['back-office'] as const,
  list: (filters: FleetBackOfficeOrderFilters) => [...backOfficeKeys.all, 'list', filters] as const,
  one: (id: string) => [...backOfficeKeys.all, 'one', id] as const,
  cards: (filters: FleetStaffCardFilters) => [...backOfficeKeys.all, 'cards', filters] as const,
};

function useBackOffice(session: StaffSession) {
  const platform = usePlatform();
  return useMemo(
    () =>
      new FleetBackOfficeClient({
        url: platform.url,
        sessionId: session.sessionId,
        projectId: session.projectId,
      }),
    [platform, session.sessionId, session.projectId],
  );
}

export function useQueue(session: StaffSession, filters: FleetBackOfficeOrderFilters) {
  const office = useBackOffice(session);
  return useQuery({
    queryKey: backOfficeKeys.list(filters),
    queryFn: ({ signal }) => office.orders.list(filters, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

export function useQueuedOrder(session: StaffSession, id: string | undefined) {
  const office = useBackOffice(session);
  return useQuery({
    queryKey: backOfficeKeys.one(id ?? ''),
    queryFn: ({ signal }) => office.orders.get(id!, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useOfficeMoves(session: StaffSession) {
  const office = useBackOffice(session);
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.all });
  return {
    move: useMutation({
      mutationFn: ({ id, body }: { id: string; body: FleetMoveOrderInput }) => office.orders.move(id, body),
      onSuccess,
    }),
    acceptPayment: useMutation({ mutationFn: (id: string) => office.orders.acceptPayment(id), onSuccess }),
  };
}

/** Every company's cards for the terminal simulator to pick from (their limits follow each decision). */
export function useTerminalCards(session: StaffSession, filters: FleetStaffCardFilters) {
  const office = useBackOffice(session);
  return useQuery({
    queryKey: backOfficeKeys.cards(filters),
    queryFn: ({ signal }) => office.terminal.cards(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The simulator's authorization, as the staff (the project's private key stays on the server). */
export function useTerminalAuthorize(session: StaffSession) {
  const office = useBackOffice(session);
  return useMutation({
    mutationFn: (body: FleetAuthorizationInput) => office.terminal.authorize(body),
  });
}
