import type { FleetPlaceOrderInput } from '@fuel/sdk/fleet';
import { lazyResolver } from '@/components/form/lazy-resolver';

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

/**
 * Validates the request the values make with the server's own schema (the paths match the form's) and
 * hands the form's own values on, which the submit turns into the request again. zod and the schema
 * load on the form's first focus (`preload`), not with the page.
 */
export const orderResolver = lazyResolver<OrderFormValues>(async () => {
  const [{ zodResolver }, { fleetPlaceOrderBody }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@fuel/sdk/fleet-rules'),
  ]);
  const check = zodResolver(fleetPlaceOrderBody as never);
  return async (values, context, options) => {
    const result = await check(toOrderBody(values) as never, context, options as never);
    return Object.keys(result.errors).length ? (result as never) : { values, errors: {} };
  };
});
