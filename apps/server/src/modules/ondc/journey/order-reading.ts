import { z } from 'zod';
import { readXinput, type LenderFormRef } from './lender-form-ref.ts';

// What a lender's on_init, on_confirm, on_status or on_update says about the loan (ADR 034), read
// without product rules: the lender app, its order id and status, the fulfilment state, the
// payment id confirm must quote, the next form, or the lender's error.

const body = z.looseObject({
  context: z.looseObject({ bpp_id: z.string(), transaction_id: z.string() }),
  message: z
    .looseObject({
      order: z
        .looseObject({
          id: z.string().max(255).optional(),
          status: z.string().max(40).optional(),
          items: z.array(z.looseObject({ xinput: z.unknown().optional() })).optional(),
          fulfillments: z
            .array(
              z.looseObject({
                state: z.looseObject({ descriptor: z.looseObject({ code: z.string().max(40) }) }).optional(),
              }),
            )
            .optional(),
          payments: z
            .array(
              z.looseObject({
                id: z.string().max(255).optional(),
                type: z.string().optional(),
                status: z.string().max(20).optional(),
                params: z.looseObject({ amount: z.string().max(20).optional() }).optional(),
                time: z.looseObject({ label: z.string().max(40).optional() }).optional(),
              }),
            )
            .optional(),
        })
        .optional(),
    })
    .optional(),
  error: z.looseObject({ code: z.string(), message: z.string().optional() }).optional(),
});

export interface OrderNews {
  bppId: string;
  transactionId: string;
  /** The lender's refusal, in its words (code and message). */
  error: string | null;
  orderId: string | null;
  orderStatus: string | null;
  fulfilment: string | null;
  /** The ON_ORDER payment's id (on_init), quoted by confirm. */
  paymentId: string | null;
  nextForm: LenderFormRef | null;
  /** Servicing the lender reports: a missed instalment still unpaid, a part-prepayment received. */
  servicing: ServicingNews[];
}

export interface ServicingNews {
  /** The lender's payment id: the same event in a later message is the same id. */
  id: string;
  kind: 'emi_missed' | 'part_prepaid';
  /** Rupees as the lender wrote them ("14332.00"). */
  amount: string;
}

const SERVICING: Record<string, { kind: ServicingNews['kind']; status: string }> = {
  MISSED_EMI_PAYMENT: { kind: 'emi_missed', status: 'NOT-PAID' },
  PRE_PART_PAYMENT: { kind: 'part_prepaid', status: 'PAID' },
};

export function readOrderNews(message: unknown): OrderNews | null {
  const parsed = body.safeParse(message);
  if (!parsed.success) return null;
  const { context, error } = parsed.data;
  const order = parsed.data.message?.order;
  const onOrder = order?.payments?.find((payment) => payment.type === 'ON_ORDER');
  return {
    bppId: context.bpp_id,
    transactionId: context.transaction_id,
    error: error ? [error.code, error.message].filter(Boolean).join(': ') : null,
    orderId: order?.id ?? null,
    orderStatus: order?.status ?? null,
    fulfilment: order?.fulfillments?.[0]?.state?.descriptor.code ?? null,
    paymentId: onOrder?.id ?? null,
    nextForm: readXinput(order?.items?.[0]?.xinput),
    servicing: (order?.payments ?? []).flatMap((payment) => {
      const rule = SERVICING[payment.time?.label ?? ''];
      const amount = payment.params?.amount;
      if (!rule || payment.status !== rule.status || !payment.id || amount === undefined) return [];
      return [{ id: payment.id, kind: rule.kind, amount }];
    }),
  };
}

/** The application status a fulfilment state means (ADR 034); null when it moves nothing. */
export function statusOfFulfilment(code: string | null): 'approved' | 'disbursed' | null {
  if (code === 'SANCTIONED') return 'approved';
  if (code === 'DISBURSED' || code === 'COMPLETED') return 'disbursed';
  return null;
}
