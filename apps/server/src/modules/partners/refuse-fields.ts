import { badRequest } from '../../lib/app-error.ts';

/** Issue 15: a 400 naming each refused field (the web shows each under its field); nothing is written. */
export function refuseFields(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first !== undefined) throw badRequest(first, fields);
}
