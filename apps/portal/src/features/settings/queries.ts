'use client';

import type { FleetPasswordChangeInput, FleetPreferencesInput, FleetProfileInput } from '@fuel/sdk/fleet';
import { FleetSettingsService } from '@fuel/sdk/fleet/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@/features/fleet/fleet-me';
import { useFleetService } from '@/features/fleet/use-fleet-service';

export const settingsKeys = { all: ['fleet', 'settings'] as const };

export function useSettings() {
  const settings = useFleetService(FleetSettingsService);
  return useQuery({ queryKey: settingsKeys.all, queryFn: ({ signal }) => settings.get({ signal }) });
}

/** The settings' saves; each refreshes the settings and the signed-in user. */
export function useSettingsMutations() {
  const settings = useFleetService(FleetSettingsService);
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
  };
  return {
    profile: useMutation({
      mutationFn: (body: FleetProfileInput) => settings.updateProfile(body),
      onSuccess,
    }),
    password: useMutation({
      mutationFn: (body: FleetPasswordChangeInput) => settings.changePassword(body),
    }),
    preferences: useMutation({
      mutationFn: (body: FleetPreferencesInput) => settings.updatePreferences(body),
      onSuccess,
    }),
  };
}
