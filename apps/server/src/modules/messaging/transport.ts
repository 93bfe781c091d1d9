import type { LanguageCode } from '@cl/contracts';

/** One outgoing message: an SMS to a 10-digit Indian number or an email. */
export interface OutgoingMessage {
  channel: 'mobile' | 'email';
  /** The language the text is in; an SMS gateway picks that language's DLT template. */
  language?: LanguageCode;
  to: string;
  subject?: string;
  text: string;
}

/** Delivery of messages. send() resolves when the provider accepted it, rejects otherwise. */
export interface MessageTransport {
  readonly name: string;
  /** The languages it can deliver; absent means any (SMS: only those with a DLT template). */
  readonly languages?: readonly LanguageCode[];
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
