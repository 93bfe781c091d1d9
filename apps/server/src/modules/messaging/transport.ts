/** One outgoing message: an SMS to a 10-digit Indian number or an email. */
export interface OutgoingMessage {
  channel: 'mobile' | 'email';
  to: string;
  subject?: string;
  text: string;
}

/** Delivery of messages. send() resolves when the provider accepted it, rejects otherwise. */
export interface MessageTransport {
  readonly name: string;
  send: (message: OutgoingMessage) => Promise<void>;
  close?: () => Promise<void>;
  /**
   * Drops every kept copy of messages to these destinations (DPDP erasure). Only a transport that
   * keeps messages (the outbox file) has it; SMTP and SMS providers keep nothing here.
   */
  forget?: (destinations: readonly string[]) => Promise<void>;
}

export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}
