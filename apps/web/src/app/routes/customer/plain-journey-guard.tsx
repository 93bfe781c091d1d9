import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { guardCustomerPath } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { journeyStateOf } from '@/features/journey/utils/journey-state';
import { readProductType } from '@/features/journey/utils/product-cookies';
import { useSession } from '@/features/session/api/get-session';
import { onThisSite } from '@/lib/site';

/**
 * spec 4 customer routing for the offer pages (offer-routes.tsx): the same rules as
 * journey/journey-guard.tsx (guardCustomerPath of @cl/contracts on the session and the
 * productType cookie), drawn without MUI and in a chunk of its own, so /user/offers loads neither
 * MUI nor the journey's screens (issue 16, docs/decisions/027). The journey's guard, which the
 * profile pages use, is being moved off MUI separately; the two become one when it has.
 */
export function PlainJourneyGuard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();

  if (session.isPending) return <CenteredSpinner />;
  if (session.isError) {
    // Offline or a server error: we cannot tell who this is, and signing them out would be wrong.
    return (
      <section className="cl-message">
        <div className="cl-message__inner">
          <h1 className="cl-title">{t('errorPage.title')}</h1>
          <p className="cl-message__body">{t('errorPage.body')}</p>
          <button
            type="button"
            className="cl-btn cl-btn--contained cl-btn--large"
            onClick={() => void session.refetch()}
          >
            {t('actions.reload')}
          </button>
        </div>
      </section>
    );
  }
  const target = guardCustomerPath(
    pathname.replace(/\/+$/, '') || '/',
    journeyStateOf(session.data, readProductType()),
  );
  return target ? <Navigate to={onThisSite(target)} replace /> : <Outlet />;
}
