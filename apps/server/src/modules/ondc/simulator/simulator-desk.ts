import { buyerRequest, type BuyerRequest } from './buyer-request.ts';
import { readFormSubmission, type FormAnswer, type LenderForm } from './lender-forms.ts';
import { openLoanFile, type LoanFile, type ServicingEvent } from './loan-file.ts';
import type { LenderAnswer } from './scenarios.ts';
import { answerRequest, lenderEvents } from './simulated-lender.ts';
import {
  simulatedLender,
  withScenario,
  type LenderScenario,
  type SimulatedNetwork,
} from './simulated-network.ts';

// The simulator's memory for the transport that serves it (development and tests only): the loan
// file of each lender and transaction, opened by the lender's application form, and the last
// request of each transaction (the context a lender's own on_update is sent in). In memory: a
// restarted simulator forgets its loans, as a lender that lost them would.

export interface SimulatorDesk {
  submitForm: (lenderKey: string, form: LenderForm, transactionId: string, fields: unknown) => FormAnswer;
  answer: (lenderKey: string, body: unknown) => LenderAnswer;
  /** The lender's own on_update messages (disbursal, instalments, a missed EMI) for a transaction. */
  notify: (lenderKey: string, transactionId: string, events: ServicingEvent[]) => LenderAnswer;
  setScenario: (lenderKey: string, scenario: LenderScenario) => void;
  file: (lenderKey: string, transactionId: string) => LoanFile | undefined;
}

export function createSimulatorDesk(
  start: SimulatedNetwork,
  options: { newId: () => string; now: () => Date },
): SimulatorDesk {
  let network = start;
  const files = new Map<string, LoanFile>();
  const lastRequests = new Map<string, BuyerRequest>();
  const keyOf = (lenderKey: string, transactionId: string) => `${lenderKey} ${transactionId}`;

  return {
    submitForm(lenderKey, form, transactionId, fields) {
      simulatedLender(network, lenderKey);
      const answer = readFormSubmission(form, fields, options.newId());
      if (answer.ok && answer.applicant && answer.requestedPaise !== undefined) {
        const application = { applicant: answer.applicant, requestedPaise: answer.requestedPaise };
        files.set(keyOf(lenderKey, transactionId), openLoanFile(transactionId, application, options.newId()));
      }
      return answer;
    },
    answer(lenderKey, body) {
      const lender = simulatedLender(network, lenderKey);
      const parsed = buyerRequest.safeParse(body);
      const key = parsed.success ? keyOf(lenderKey, parsed.data.context.transaction_id) : undefined;
      const turn = answerRequest(lender, body, key === undefined ? undefined : files.get(key), options.now());
      if (key !== undefined && parsed.success) {
        lastRequests.set(key, parsed.data);
        if (turn.file && turn.answer.ack === 'ACK') files.set(key, turn.file);
      }
      return turn.answer;
    },
    notify(lenderKey, transactionId, events) {
      const lender = simulatedLender(network, lenderKey);
      const key = keyOf(lenderKey, transactionId);
      const file = files.get(key);
      const request = lastRequests.get(key);
      if (!file?.sanctionedAt || !request)
        throw new Error(`No confirmed loan of ${lenderKey} in ${transactionId}`);
      const withIds = events.map((event) => ({ event, messageId: options.newId() }));
      const turn = lenderEvents(lender, request, file, withIds, options.now());
      files.set(key, turn.file);
      return turn.answer;
    },
    setScenario(lenderKey, scenario) {
      network = withScenario(network, lenderKey, scenario);
    },
    file: (lenderKey, transactionId) => files.get(keyOf(lenderKey, transactionId)),
  };
}
