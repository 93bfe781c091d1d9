import { useTranslation } from 'react-i18next';

/**
 * spec 2: the error fallback page. Reload is the remedy for a failed chunk on flaky 4G too. Plain
 * CSS, drawn like components/ui/message-page.tsx: it must render when MUI's code is what failed.
 * `onReload` fetches again what failed instead of reloading the whole page.
 */
export function ErrorFallback({ onReload }: { onReload?: () => void }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <section className="cl-message">
      <div className="cl-message__inner">
        <h1 className="cl-title">{t('errorPage.title')}</h1>
        <p className="cl-message__body">{t('errorPage.body')}</p>
        <button
          type="button"
          className="cl-btn cl-btn--contained cl-btn--large"
          onClick={() => {
            if (onReload) onReload();
            else window.location.reload();
          }}
        >
          {t('actions.reload')}
        </button>
      </div>
    </section>
  );
}
