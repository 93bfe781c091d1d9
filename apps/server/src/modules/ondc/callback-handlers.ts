import type { CallbackHandlers } from './protocol/callback-dispatch.ts';

/**
 * What each ONDC callback does to a customer's application, once stored (ADR 031). Empty until
 * the personal-loan flow (issue 17) registers its handlers here; until then callbacks are
 * verified, stored and acknowledged, and wait in the log unapplied.
 */
export const ONDC_CALLBACK_HANDLERS: CallbackHandlers = {};
