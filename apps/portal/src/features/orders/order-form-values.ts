import type { FleetPlaceOrderInput } from '@fuel/sdk/fleet';
import { fleetPlaceOrderBody } from '@fuel/sdk/fleet-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type OrderKindValue = 'fuel' | 'coupons' | 'wholesale';

/** What the order form holds: every kind's fields, of which the kind's own are sent. */
export type OrderFormValues = {
  kind: OrderKindValue;
  lines: { product: string; unit: string; denomination: string; quantity: number }[];
  delivery: {
    transportationType: string;
    vehicleNumber: string;
    trailerNumber: string;
    address: string;
    deliveryDate: string;
    contactNumber: string;
  };
  paymentType: 'transfer' | 'online';
  note: string;
};

export const emptyLine = (): OrderFormValues['lines'][number] => ({
  product: '',
  unit: 'liters',
  denomination: '20',
  quantity: Number.NaN,
});

export const emptyOrder = (kind: OrderKindValue = 'fuel'): OrderFormValues => ({
  kind,
  lines: [emptyLine()],
  delivery: {
    transportationType: 'own_tanker',
    vehicleNumber: '',
    trailerNumber: '',
    address: '',
    deliveryDate: '',
    contactNumber: '',
  },
  paymentType: 'transfer',
  note: '',
});

/** The request the form's values make: only the fields of the chosen kind (the schema is strict). */
export function toOrderBody(values: OrderFormValues, draft = false): FleetPlaceOrderInput {
  const common = {
    paymentType: values.paymentType,
    draft,
    ...(values.note.trim() ? { note: values.note } : {}),
  };
  const product = (line: OrderFormValues['lines'][number]) => line.product as never;
  if (values.kind === 'coupons') {
    return {
      kind: 'coupons',
      lines: values.lines.map((line) => ({
        product: product(line),
        denomination: Number(line.denomination) as never,
        quantity: line.quantity,
      })),
      ...common,
    };
  }
  if (values.kind === 'wholesale') {
    return {
      kind: 'wholesale',
      lines: values.lines.map((line) => ({ product: product(line), quantity: line.quantity })),
      delivery: { ...values.delivery, transportationType: values.delivery.transportationType as never },
      ...common,
    };
  }
  return {
    kind: 'fuel',
    lines: values.lines.map((line) => ({
      product: product(line),
      unit: line.unit as never,
      quantity: line.quantity,
    })),
    ...common,
  };
}

const check = zodResolver(fleetPlaceOrderBody as never);

/** Validates the request the values make with the server's own schema; the paths match the form's. */
export const orderResolver: Resolver<OrderFormValues> = (values, context, options) =>
  check(toOrderBody(values) as never, context, options as never) as never;
