import Button from '@mui/material/Button';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useApplications } from '@/features/applications/api/get-applications';
import { useLenderPage } from '@/features/lenders/api/get-lender-page';
import { LenderPageView } from '@/features/lenders/components/lender-page-view';
import { lenderPageTerms } from '@/features/lenders/utils/lender-page-terms';
import { OfferTerms } from '@/features/offers/components/offer-terms';
import { useDocumentTitle } from '@/lib/document-title';
import type { LenderPageSlug } from './lender-pages';
import { KfsDialog } from './offer-dialogs';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';
import { useSignedOutRedirect } from './use-signed-out-redirect';
import { onThisSite } from '@/lib/site';

/** Where the main button goes for a lender's loan types (gold and home start from the products). */
function offersLink(products: string[]): { href: string; hasOffersPage: boolean } {
  if (products.includes('personal')) return { href: paths.offers.offers.getHref(), hasOffersPage: true };
  if (products.includes('business'))
    return { href: paths.offers.businessOffers.getHref(), hasOffersPage: true };
  return { href: onThisSite(paths.customer.products.getHref()), hasOffersPage: false };
}

/** The declined state needs the customer's own applications for the lender's reason. */
function useDeclinedReason(slug: string, declined: boolean) {
  const applications = useApplications({ enabled: declined });
  useSignedOutRedirect(applications.error);
  if (!declined) return undefined;
  const rejected = (applications.data ?? []).find((a) => a.lenderSlug === slug && a.status === 'rejected');
  return { reason: rejected?.reason ?? null };
}

/** spec 2 lender pages (/user/cashe, …, /user/muthootgold, /user/earlysalary/declined). */
export function LenderPageRoute({ slug, declined = false }: { slug: LenderPageSlug; declined?: boolean }) {
  const { t } = useTranslation('offers');
  const page = useLenderPage(slug);
  const declinedState = useDeclinedReason(slug, declined);
  const [kfsOpen, setKfsOpen] = useState(false);
  useDocumentTitle(page.data ? page.data.offer.name : t('lenderPage.pageTitle'));

  if (page.isPending) return <CenteredSpinner />;
  if (page.isError) {
    return (
      <PageContainer narrow>
        <QueryError error={page.error} onRetry={() => void page.refetch()} />
      </PageContainer>
    );
  }
  const { amount, extra } = lenderPageTerms(page.data, t);
  const next = offersLink(page.data.products);
  const nextLabel = !next.hasOffersPage
    ? t('lenderPage.chooseProduct')
    : declined
      ? t('lenderPage.otherOffers')
      : t('lenderPage.seeOffers');
  return (
    <PageContainer narrow>
      <LenderPageView
        page={page.data}
        declined={declinedState}
        terms={<OfferTerms offer={page.data.offer} amount={amount} extra={extra} />}
        actions={
          <>
            <Button component={Link} to={next.href} variant="contained" size="large">
              {nextLabel}
            </Button>
            <Button
              color="secondary"
              size="large"
              startIcon={<DescriptionOutlined />}
              onClick={() => {
                setKfsOpen(true);
              }}
            >
              {t('offer.kfs')}
            </Button>
          </>
        }
      />
      <KfsDialog
        offer={kfsOpen ? page.data.offer : null}
        onClose={() => {
          setKfsOpen(false);
        }}
      />
    </PageContainer>
  );
}
