import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COUNTRY } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { languagesQueryOptions, setLanguage } from '../api/set-language';

/**
 * spec 7 POST /api/set-language: while a customer is signed in, every change of language (footer
 * selector or the language screen) is kept on their record. The language id is the server's
 * (POST /api/getLanguages). Best effort: a failure is logged, the page keeps the language anyway.
 */
export function useKeepLanguage(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const onChange = (code: string) => {
      queryClient
        .query(languagesQueryOptions(COUNTRY))
        .then((languages) => {
          const language = languages.find((candidate) => candidate.code === code);
          return language ? setLanguage({ uid: userId, language: language.id }) : undefined;
        })
        .catch((error: unknown) => {
          console.error('Could not keep the language', error);
        });
    };
    i18n.on('languageChanged', onChange);
    return () => {
      i18n.off('languageChanged', onChange);
    };
  }, [userId, queryClient]);
}
