import { z } from 'zod';
import type { OndcMessageRow, OndcTx } from '../protocol/message-log.repository.ts';
import {
  declineLender,
  findFlowByTransaction,
  upsertCatalogueEntry,
  upsertOfferEntry,
} from './network-offers.repository.ts';
import { readBuyerFinderFeeBp, readGrievance, readNetworkTerms } from './network-terms.ts';
import { readXinput } from '../journey/lender-form-ref.ts';

// on_search and on_select applied to a customer's flow (ADR 033). The dispatch point hands each
// stored callback here once; the writes are upserts keyed by (transaction, lender app, provider),
// so a copy under another message id, or callbacks in another order, change nothing twice.

const context = z.looseObject({ bpp_id: z.string(), bpp_uri: z.string(), message_id: z.string() });

const form = z.looseObject({ form: z.looseObject({ url: z.string().optional() }).optional() }).optional();

const onSearchBody = z.looseObject({
  context,
  message: z.looseObject({
    catalog: z.looseObject({
      providers: z.array(
        z.looseObject({
          id: z.string(),
          descriptor: z.looseObject({ name: z.string() }),
          items: z.array(z.looseObject({ id: z.string(), xinput: form })).min(1),
          payments: z.unknown().optional(),
          tags: z.unknown().optional(),
        }),
      ),
    }),
  }),
});

const onSelectBody = z.looseObject({
  context,
  message: z
    .looseObject({
      order: z
        .looseObject({
          provider: z.looseObject({
            id: z.string(),
            descriptor: z.looseObject({ name: z.string() }),
            tags: z.unknown().optional(),
          }),
          items: z
            .array(
              z.looseObject({ id: z.string(), tags: z.unknown().optional(), xinput: z.unknown().optional() }),
            )
            .min(1),
          quote: z.unknown(),
          payments: z.unknown().optional(),
        })
        .optional(),
    })
    .optional(),
  error: z.unknown().optional(),
});

/** on_search: each provider's personal-loan item and form, if it came within the search window. */
export async function applyOnSearch(tx: OndcTx, message: OndcMessageRow): Promise<void> {
  const flow = await findFlowByTransaction(tx, message.transactionId);
  // Not our customer's search, or late: it stays in the log (the audit), applied to nothing.
  if (!flow || message.at > flow.windowEndsAt) return;
  const body = onSearchBody.safeParse(message.body);
  if (!body.success) return;
  const { bpp_id: bppId, bpp_uri: bppUri } = body.data.context;
  for (const provider of body.data.message.catalog.providers) {
    const [item] = provider.items;
    if (!item) continue;
    await upsertCatalogueEntry(tx, {
      transactionId: message.transactionId,
      bppId,
      bppUri,
      providerId: provider.id,
      providerName: provider.descriptor.name,
      itemId: item.id,
      formUrl: item.xinput?.form?.url ?? null,
      form: readXinput(item.xinput),
      grievance: readGrievance(provider.tags),
      buyerFinderFeeBp: readBuyerFinderFeeBp(provider.payments),
    });
  }
}

/** on_select: the lender's offer with its terms, or its decline (an error, or terms we cannot read). */
export async function applyOnSelect(tx: OndcTx, message: OndcMessageRow): Promise<void> {
  const flow = await findFlowByTransaction(tx, message.transactionId);
  if (!flow) return;
  const body = onSelectBody.safeParse(message.body);
  if (!body.success) return;
  const { context: ctx } = body.data;
  // An error without an order: the lender declined the customer (FIS12 error codes).
  const order = body.data.message?.order;
  if (!order) {
    if (body.data.error !== undefined) await declineLender(tx, message.transactionId, ctx.bpp_id, message.at);
    return;
  }
  const [item] = order.items;
  if (!item) return;
  const terms = body.data.error === undefined ? readNetworkTerms(item.tags, order.quote) : null;
  await upsertOfferEntry(
    tx,
    {
      transactionId: message.transactionId,
      bppId: body.data.context.bpp_id,
      bppUri: body.data.context.bpp_uri,
      providerId: order.provider.id,
      providerName: order.provider.descriptor.name,
      itemId: item.id,
      state: terms ? 'offer' : 'declined',
      terms,
      grievance: readGrievance(order.provider.tags),
      buyerFinderFeeBp: readBuyerFinderFeeBp(order.payments),
      offerMessageId: body.data.context.message_id,
      // The form the offer asks for next (KYC), filled once the customer accepts it (ADR 034).
      nextForm: readXinput(item.xinput),
    },
    message.at,
  );
}
