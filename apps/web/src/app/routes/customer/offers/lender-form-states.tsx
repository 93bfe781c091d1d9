import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/query-client';

/** The way back from a lender's form: the offers page, where the lenders and applications are. */
export function LenderFormFooter() {
  const { t } = useTranslation('offers');
  return (
    <p className="lf__footer">
      <Link className="cl-link cl-link--target" to={paths.offers.offers.getHref()}>
        {t('handoff.backToOffers')}
      </Link>
    </p>
  );
}

/**
 * A lender's form that could not be read: none due (404: not this customer's, or already sent),
 * or a failure to try again. Plain elements like the form itself (ADR 027).
 */
export function LenderFormLoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('offers');
  const none = error === null || (error instanceof ApiError && error.status === 404);
  return (
    <LenderFormShell>
      <div role="alert" className="lf__alert">
        {none ? t('lenderForm.noneDue') : errorText(error)}
      </div>
      {!none && (
        <button type="button" className="cl-btn cl-btn--outlined" onClick={onRetry}>
          {t('states.retry')}
        </button>
      )}
      <LenderFormFooter />
    </LenderFormShell>
  );
}

function LenderFormShell({ children }: { children: ReactNode }) {
  return <section className="lf">{children}</section>;
}
