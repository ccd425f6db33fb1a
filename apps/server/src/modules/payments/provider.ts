/**
 * A payment provider (a bank's or a processor's hosted payment page). The service asks it for the page
 * a payer is sent to; the provider reports the outcome back (a webhook route calling `payments.settle`).
 * A real provider passes the transaction id as its idempotency key / order reference.
 */
export type PaymentProvider = {
  readonly name: string;
  createPayment(payment: {
    transactionId: string;
    amount: number;
    currency: string;
    description: string;
  }): Promise<{ paymentUrl: string; providerRef?: string }>;
};

/**
 * The default when no provider is configured: the server's own sandbox page, /pay/{transactionId},
 * where a person pays or declines (see page.ts). No money moves.
 */
export function createSandboxProvider(publicUrl: () => string): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment({ transactionId }) {
      return { paymentUrl: `${publicUrl()}/pay/${transactionId}`, providerRef: transactionId };
    },
  };
}
