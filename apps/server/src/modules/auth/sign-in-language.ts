import { languageCodeOf, type LanguageCode } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { findLiveUserByDestination } from '../users/users.repository.ts';
import { normaliseDestination } from './otp-rules.ts';

/**
 * The language a sign-in code is written in (issue 13): the customer's own language when the
 * account exists, else the language of the page that asked for it.
 */
export async function signInLanguage(
  db: Database,
  channel: 'mobile' | 'email',
  value: string,
  pageLanguage: LanguageCode,
): Promise<LanguageCode> {
  const user = await findLiveUserByDestination(db, channel, normaliseDestination(channel, value));
  return user ? languageCodeOf(user.language) : pageLanguage;
}
