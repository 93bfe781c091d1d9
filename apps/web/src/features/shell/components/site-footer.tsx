import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface SiteFooterProps {
  languageSelector: ReactNode;
  termsHref: string;
  privacyHref: string;
  companyName: string;
}

/**
 * spec 2: language selector, terms and privacy links, copyright; RBI DLD: we are an LSP, free.
 * Plain CSS (styles/customer-ui.css): it is on the start page (issue 16).
 */
export function SiteFooter({ languageSelector, termsHref, privacyHref, companyName }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="cl-footer">
      <div className="cl-footer__inner">
        <div className="cl-footer__row">
          {languageSelector}
          <nav className="cl-footer__legal" aria-label={t('footer.legal')}>
            <RouterLink className="cl-link cl-link--target" to={termsHref}>
              {t('footer.terms')}
            </RouterLink>
            <RouterLink className="cl-link cl-link--target" to={privacyHref}>
              {t('footer.privacy')}
            </RouterLink>
          </nav>
        </div>
        <p className="cl-body2">{t('footer.lsp', { company: companyName })}</p>
        <p className="cl-body2">
          {t('footer.copyright', { year: new Date().getFullYear(), company: companyName })}
        </p>
      </div>
    </footer>
  );
}
