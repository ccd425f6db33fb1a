import { z } from 'zod';
import type { FleetValidationKey } from '../validation-keys';

// The transfer form of the portal (`@fuel/sdk/fleet-rules`): what the user types (GEL with up to two
// decimals, a card or an identification code), checked against the balance they see. Its messages are
// keys of the portal's `FleetValidation` messages. The request it becomes is `fleetPointsTransferBody`
// (a card by its number, as printed on it).

const message = (key: FleetValidationKey) => ({ error: key });

/** GEL as typed ("12", "12.5", "12,50") → tetri. */
const gelAmount = z
  .string(message('required'))
  .trim()
  .min(1, { error: 'required', abort: true })
  .transform((value) => value.replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, message('invalid')))
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().min(1, message('invalid')));

/** The form for a balance of `balance` tetri: the amount may not exceed it (spec §5). */
export function pointsTransferForm(balance: number) {
  return z
    .discriminatedUnion('target', [
      z.object({
        target: z.literal('card'),
        amount: gelAmount,
        cardNumber: z
          .string(message('required'))
          .trim()
          .toUpperCase()
          .min(1, { error: 'required', abort: true })
          .regex(/^[A-Z0-9]{6}$/, message('cardNumber')),
      }),
      z.object({
        target: z.literal('company'),
        amount: gelAmount,
        identificationCode: z
          .string(message('required'))
          .trim()
          .min(1, { error: 'required', abort: true })
          .regex(/^(\d{9}|\d{11})$/, message('identificationCode')),
      }),
    ])
    .superRefine((value, context) => {
      if (value.amount > balance) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: 'overBalance',
          params: { rule: 'max_balance' },
        });
      }
    });
}

export type PointsTransferFormInput = z.input<ReturnType<typeof pointsTransferForm>>;
export type PointsTransferForm = z.output<ReturnType<typeof pointsTransferForm>>;
