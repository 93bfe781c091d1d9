import type { CallbackHandlers } from './protocol/callback-dispatch.ts';
import { applyOnSearch, applyOnSelect } from './flow/flow-callbacks.ts';
import { applyLoanNews, applyOnInit } from './journey/order-callbacks.ts';

/**
 * What each ONDC callback does to a customer's application, once stored (ADR 031, ADR 033).
 * Actions without a handler here are verified, stored and acknowledged, and wait in the log.
 */
export const ONDC_CALLBACK_HANDLERS: CallbackHandlers = {
  on_search: applyOnSearch,
  on_select: applyOnSelect,
  on_init: applyOnInit,
  on_confirm: applyLoanNews,
  on_status: applyLoanNews,
  on_update: applyLoanNews,
};
