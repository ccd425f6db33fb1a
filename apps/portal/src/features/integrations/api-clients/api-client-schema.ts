import { apiClientName, apiClientScopes, isFuture } from '@fuel/sdk/fleet-rules';
import { z } from 'zod';

import { endOfDay } from './end-of-day';

/**
 * The kit's schema, with the expiry as the date field the form shows. Loaded (with zod) by the form's
 * resolver on first use, not with the page.
 */
export const apiClientFormSchema = z.object({
  name: apiClientName,
  scopes: apiClientScopes,
  expiresOn: z.union([
    z.literal(''),
    z.iso.date().refine((date) => isFuture(endOfDay(date)), { error: 'expiryPast' }),
  ]),
});
export type ApiClientFormValues = z.input<typeof apiClientFormSchema>;
