import { LENGTHS } from '@cl/contracts';

/** Digits only, for amounts and codes typed on a phone keypad. */
export function digitsOnly(max: number): (value: string) => string {
  return (value) => value.replace(/\D/g, '').slice(0, max);
}

export const pincodeInput = digitsOnly(LENGTHS.pincode);
/** Amounts up to ₹99,99,99,999: more digits than any form allows, so the rule can say so. */
export const amountInput = digitsOnly(10);

/** spec 5 birth date DD/MM/YYYY: digits typed become '22/11/1990' as they are typed. */
export function birthDateInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** PAN is typed in capitals (spec 5: 'ABCPE1234F'). */
export function panInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LENGTHS.pan);
}

/** A course start MM/YYYY: digits typed become '07/2026' as they are typed. */
export function monthInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
