import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@cl/contracts';
import { changeLanguage, isLanguageCode } from '@/lib/i18n';
import { JourneyPage } from './journey-page';
import { useContinueJourney } from './use-journey';

/**
 * The language selection screen (spec 2 "other screens"; spec 1: English default, Hindi). The
 * choice applies at once; for a signed-in customer it is also kept on the server
 * (POST /api/set-language, see session-controls.tsx).
 */
export function LanguageRoute() {
  const { t, i18n } = useTranslation(['journey', 'common']);
  const current = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const continueJourney = useContinueJourney();
  return (
    <JourneyPage title={t('journey:language.title')} subtitle={t('journey:language.subtitle')} width={520}>
      <Stack spacing={1.5}>
        {LANGUAGE_CODES.map((code) => (
          <Button
            key={code}
            lang={code}
            size="large"
            variant={code === current ? 'contained' : 'outlined'}
            aria-pressed={code === current}
            onClick={() => void changeLanguage(code)}
          >
            {t(`common:languages.${code}`)}
          </Button>
        ))}
        <Button size="large" color="secondary" onClick={() => void continueJourney()}>
          {t('journey:language.continue')}
        </Button>
      </Stack>
    </JourneyPage>
  );
}
