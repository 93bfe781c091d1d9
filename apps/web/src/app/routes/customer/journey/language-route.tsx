import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@cl/contracts';
import { changeLanguage, isLanguageCode } from '@/lib/i18n';
import { JourneyPage } from './journey-page';
import { useContinueJourney } from './use-journey';
import '@/components/ui/form-controls.css';

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
      <div className="jp-stack">
        {LANGUAGE_CODES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            className={`cl-btn cl-btn--large ${code === current ? 'cl-btn--contained' : 'cl-btn--outlined cl-btn--primary'}`}
            aria-pressed={code === current}
            onClick={() => void changeLanguage(code)}
          >
            {t(`common:languages.${code}`)}
          </button>
        ))}
        <button
          type="button"
          className="cl-btn cl-btn--text cl-btn--large"
          onClick={() => void continueJourney()}
        >
          {t('journey:language.continue')}
        </button>
      </div>
    </JourneyPage>
  );
}
