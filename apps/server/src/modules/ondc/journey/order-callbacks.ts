import {
  birthDateToIso,
  checkTransition,
  formatRupeeAmount,
  paiseToRupeeText,
  productNote,
  todayInIndia,
  type ApplicationStatus,
  type TimelineNote,
} from '@cl/contracts';
import {
  addEvent,
  findApplicationById,
  hasNetworkNote,
  setLenderOutcome,
  statusOfRow,
  type ApplicationRow,
} from '../../applications/applications.repository.ts';
import { recordDisbursals } from '../../revenue-ledger/record-disbursals.ts';
import type { OndcMessageRow, OndcTx } from '../protocol/message-log.repository.ts';
import { readOrderNews, statusOfFulfilment, type OrderNews } from './order-reading.ts';
import { lockOrderOfCallback, updateOrder, type OrderRow } from './orders.repository.ts';

// on_init, on_confirm, on_status and on_update applied to the customer's application (ADR 034).
// The dispatch point hands each stored callback here once; every move is checked with the
// contracts' checkTransition, so a repeat changes nothing and a late or reordered message never
// moves a loan back. Callbacks about an order are applied whenever they come: they report a loan
// that exists at the lender.

const at = (message: OndcMessageRow) => message.at;

const FULFILMENT_ORDER = ['INITIATED', 'SANCTIONED', 'DISBURSED', 'COMPLETED'];
/** Only a later state is kept: a reordered older message does not take the loan back. */
const laterFulfilment = (kept: string | null, told: string | null): told is string =>
  told !== null && FULFILMENT_ORDER.indexOf(told) > FULFILMENT_ORDER.indexOf(kept ?? '');

async function move(
  tx: OndcTx,
  application: ApplicationRow,
  to: ApplicationStatus,
  message: OndcMessageRow,
  note: TimelineNote | string | null,
  fields: { lenderReference?: string; reason?: string; disbursedAmount?: string; disbursedOn?: string } = {},
): Promise<ApplicationRow> {
  const check = checkTransition(statusOfRow(application), to);
  if (!check.ok || !check.changed) return application;
  const row = await setLenderOutcome(tx, application.id, { status: to, now: at(message), ...fields });
  await addEvent(tx, application.id, to, 'network', note);
  return row ?? application;
}

interface CallbackAbout {
  news: OrderNews;
  order: OrderRow;
  application: ApplicationRow;
}

/** What a callback says, the order it is about (row-locked) and its application; null: none of ours. */
async function orderOfCallback(tx: OndcTx, message: OndcMessageRow): Promise<CallbackAbout | null> {
  const news = readOrderNews(message.body);
  if (!news) return null;
  const order = await lockOrderOfCallback(tx, news.transactionId, news.bppId);
  if (!order) return null;
  const application = await findApplicationById(tx, order.applicationId);
  return application ? { news, order, application } : null;
}

/** The lender's error or a cancelled order rejects the loan with the lender's words; true if so. */
async function rejectedBy(
  tx: OndcTx,
  { news, application }: CallbackAbout,
  message: OndcMessageRow,
): Promise<boolean> {
  if (news.error === null && news.orderStatus !== 'CANCELLED') return false;
  const reason = news.error ?? 'The lender cancelled the loan';
  await move(tx, application, 'rejected', message, reason, { reason });
  return true;
}

async function applyNews(tx: OndcTx, { news, order, application }: CallbackAbout, message: OndcMessageRow) {
  let current = application;
  const reference = news.orderId ?? order.orderId;
  const target = statusOfFulfilment(news.fulfilment);
  // Sanctioned on the way to disbursed: the timeline shows both, whatever the lender skipped.
  if (target !== null && reference !== null) {
    current = await move(
      tx,
      current,
      'approved',
      message,
      productNote('lender_reference', reference, { reference }),
      {
        lenderReference: reference,
      },
    );
  }
  if (target === 'disbursed') {
    const amount = paiseToRupeeText(order.principalPaise);
    const date = birthDateToIso(todayInIndia(at(message)));
    const text = `${formatRupeeAmount(amount)} on ${date}`;
    const before = statusOfRow(current);
    current = await move(
      tx,
      current,
      'disbursed',
      message,
      productNote('disbursed', text, { amount: Number(amount), date }),
      {
        disbursedAmount: amount,
        disbursedOn: date,
      },
    );
    if (before !== 'disbursed' && statusOfRow(current) === 'disbursed')
      await recordDisbursals(tx, [current.id], { now: at(message) });
  }
  if (news.fulfilment === 'COMPLETED' && order.fulfilment !== 'COMPLETED') {
    await addEvent(
      tx,
      current.id,
      statusOfRow(current),
      'network',
      productNote('loan_closed', 'Loan closed'),
    );
  }
  // A missed instalment or a part-prepayment, once per lender payment id (a later on_status or
  // on_update repeats the loan's whole history).
  for (const event of news.servicing) {
    if (await hasNetworkNote(tx, current.id, event.kind, event.id)) continue;
    const text =
      event.kind === 'emi_missed'
        ? `Instalment missed: ${formatRupeeAmount(event.amount)} due with its late fee`
        : `Part-prepayment of ${formatRupeeAmount(event.amount)} received`;
    await addEvent(
      tx,
      current.id,
      statusOfRow(current),
      'network',
      productNote(event.kind, text, { amount: Number(event.amount), payment: event.id }),
    );
  }
}

/** on_init: the payment id confirm quotes and the next form (e-mandate); the lender is reviewing. */
export async function applyOnInit(tx: OndcTx, message: OndcMessageRow): Promise<void> {
  const about = await orderOfCallback(tx, message);
  if (!about || (await rejectedBy(tx, about, message))) return;
  const { news, order, application } = about;
  // A repeated on_init (its payment id already kept) asks for nothing again.
  if (order.paymentId !== null || news.paymentId === null) return;
  await updateOrder(tx, order.id, {
    paymentId: news.paymentId,
    formDue: news.nextForm ? { ...news.nextForm, stage: 'confirm' } : null,
    updatedAt: at(message),
  });
  await move(tx, application, 'in_review', message, null);
}

/** on_confirm, on_status, on_update: the loan as the lender reports it. */
export async function applyLoanNews(tx: OndcTx, message: OndcMessageRow): Promise<void> {
  const about = await orderOfCallback(tx, message);
  if (!about) return;
  const { news, order } = about;
  if (!(await rejectedBy(tx, about, message))) await applyNews(tx, about, message);
  await updateOrder(tx, order.id, {
    ...(news.orderId !== null && order.orderId === null ? { orderId: news.orderId } : {}),
    ...(laterFulfilment(order.fulfilment, news.fulfilment) ? { fulfilment: news.fulfilment } : {}),
    updatedAt: at(message),
  });
}
