'use client';

import type { FleetPasswordChangeInput, FleetPreferencesInput, FleetProfileInput } from '@fuel/sdk/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@/features/fleet/fleet-me';
import { useFleetClient } from '@/features/fleet/use-fleet-client';

export const settingsKeys = { all: ['fleet', 'settings'] as const };

export function useSettings() {
  const fleet = useFleetClient();
  return useQuery({ queryKey: settingsKeys.all, queryFn: ({ signal }) => fleet.settings.get({ signal }) });
}

/** The settings' saves; each refreshes the settings and the signed-in user. */
export function useSettingsMutations() {
  const fleet = useFleetClient();
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
  };
  return {
    profile: useMutation({
      mutationFn: (body: FleetProfileInput) => fleet.settings.updateProfile(body),
      onSuccess,
    }),
    password: useMutation({
      mutationFn: (body: FleetPasswordChangeInput) => fleet.settings.changePassword(body),
    }),
    preferences: useMutation({
      mutationFn: (body: FleetPreferencesInput) => fleet.settings.updatePreferences(body),
      onSuccess,
    }),
  };
}
