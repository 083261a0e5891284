import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { putSettings, putSmsSettings, recordPublicBaseUrl } from '../../endpoints/settings';
import type { SettingsPutSection } from '../../schemas/settings';
import { queryKeys } from '../query-keys';

/** PUT /settings with one section; the answer (every section) replaces the cached settings. */
export function useSaveSettings() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ section, values }: { section: SettingsPutSection; values: Record<string, unknown> }) => putSettings(api, section, values),
    onSuccess: (saved) => client.setQueryData(queryKeys.settings.all, saved),
  });
}

/** PUT /settings/sms; the answer replaces the cached SMS section. */
export function useSaveSmsSettings() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => putSmsSettings(api, values),
    onSuccess: (saved) => client.setQueryData(queryKeys.settings.sms, saved),
  });
}

/** POST /settings/public-base-url with this browser's origin; the answer (every section) replaces the cached settings. */
export function useRecordPublicBaseUrl() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (origin: string) => recordPublicBaseUrl(api, origin),
    onSuccess: (saved) => client.setQueryData(queryKeys.settings.all, saved),
  });
}
