// Pure OTP rules (issue 3): expiry, single use, tries per code, resend cooldown.

export interface OtpState {
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  attempts: number;
}

export type OtpUsability = 'usable' | 'expired' | 'consumed' | 'locked';

export function otpUsability(code: OtpState, now: Date, maxAttempts: number): OtpUsability {
  if (code.consumedAt) return 'consumed';
  if (code.attempts >= maxAttempts) return 'locked';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/** Seconds the customer must still wait before another code may be sent (0 = may send now). */
export function resendWaitSeconds(
  lastCreatedAt: Date | undefined,
  now: Date,
  cooldownSeconds: number,
): number {
  if (!lastCreatedAt) return 0;
  const elapsed = (now.getTime() - lastCreatedAt.getTime()) / 1000;
  return elapsed >= cooldownSeconds ? 0 : Math.ceil(cooldownSeconds - elapsed);
}

export function normaliseDestination(channel: 'mobile' | 'email', value: string): string {
  return channel === 'email' ? value.trim().toLowerCase() : value.replace(/\D/g, '').slice(-10);
}

/** What the report and logs may show: the last digits of a number, the domain of an email. */
export function maskDestination(channel: 'mobile' | 'email', destination: string): string {
  if (channel === 'mobile') return `******${destination.slice(-4)}`;
  const [local = '', domain = ''] = destination.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
