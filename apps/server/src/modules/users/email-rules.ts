// issue 12 finding 1: what saving a profile email means for the account's sign-in identifiers.

export interface EmailState {
  email: string | null;
  emailVerified: number;
  mobileVerified: number;
}

export type EmailChange =
  | { kind: 'unchanged' }
  | { kind: 'changed'; email: string }
  /** The verified email is the account's only way in; replacing it would lock the owner out. */
  | { kind: 'refused' };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailChange(current: EmailState, next: string): EmailChange {
  const email = normaliseEmail(next);
  if (current.email !== null && normaliseEmail(current.email) === email) return { kind: 'unchanged' };
  if (current.emailVerified === 1 && current.mobileVerified !== 1) return { kind: 'refused' };
  return { kind: 'changed', email };
}
