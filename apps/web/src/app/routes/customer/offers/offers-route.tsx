import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Offer, OffersProduct } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { applicationsQueryOptions, useApplications } from '@/features/applications/api/get-applications';
import { ApplicationStatusTable } from '@/features/applications/components/application-status-table';
import { offersKeys, offersQueryOptions, useOffers } from '@/features/offers/api/get-offers';
import { EmiCalculator } from '@/features/offers/components/emi-calculator';
import { OfferList } from '@/features/offers/components/offer-list';
import { useSpecialOfferNotices } from '@/features/offers/hooks/use-special-offer-notices';
import { cardsOnFirstScreen } from '@/features/offers/utils/first-screen';
import { readOfferView, writeOfferView, type OfferView } from '@/features/offers/utils/offer-view';
import { useSession } from '@/features/session/api/get-session';
import { UnmatchedLenders } from '@/features/offers/components/unmatched-lenders';
import { useDocumentTitle } from '@/lib/document-title';
import { ApplyDialog, KfsDialog } from './offer-dialogs';
import { PageContainer } from './page-container';
import { QueryError } from './query-error';
import { Section } from './section';
import { shownProduct } from './shown-product';
import { useSignedOutRedirect } from './use-signed-out-redirect';
import { refreshAfterWrite } from '@/lib/query-refresh';
import { cacheSignedInReads } from '../route-guard';

/** Calculator start values: the first offer's amount, lowest rate and example tenure. */
function calculatorStart(offers: Offer[]) {
  const example = offers.find((o) => o.emiExample !== null);
  return {
    amount: String(example?.amount ?? 100_000),
    rate: String(example?.emiExample?.ratePercent ?? 18),
    months: String(example?.emiExample?.months ?? 12),
    feePercent: '2',
  };
}

/**
 * Issue 16: an offers page's reads (the session and user record, its offers and the customer's
 * applications) put in the query cache before its first render, from the answers inside the page
 * (app/boot-code.ts), by the query options this page reads them with.
 */
export async function cacheBootReads(client: QueryClient, route: OffersProduct, language: string) {
  await Promise.all([
    cacheSignedInReads(client),
    client.query({ ...offersQueryOptions(shownProduct(route), language), retry: false }),
    client.query({ ...applicationsQueryOptions(), retry: false }),
  ]);
}

/**
 * spec 2 /user/offers, /user/business-offers and (issue 13) /user/gold-offers, /user/housing-offers: every matching offer in the published order, the
 * lenders that did not match with reasons, the customer's applications, and an EMI/APR calculator.
 */
export function OffersRoute({ product: route }: { product: OffersProduct }) {
  const { t, i18n } = useTranslation('offers');
  const product = shownProduct(route);
  useDocumentTitle(t(`pageTitle.${product}`));
  const { query: offers, offerWaitOver, checkAgain } = useOffers(product, i18n.language);
  const applications = useApplications();
  const signedOut = useSignedOutRedirect(offers.error, applications.error);
  const [kfsOffer, setKfsOffer] = useState<Offer | null>(null);
  const [apply, setApply] = useState<{ offer: Offer; attempt: number; open: boolean } | null>(null);
  const [attempts, setAttempts] = useState(0);
  const queryClient = useQueryClient();
  // Issue 13: the customer's sort and filters live in the URL query (back/forward and reload keep
  // them); a change replaces the entry rather than adding one per select.
  const [params, setParams] = useSearchParams();
  const view = readOfferView(params);
  // Each change is applied to the URL as it is now, not as this render saw it: the router renders a
  // navigation in a transition, so on a slow phone a second choice can come before the first one's
  // render, and a whole view from that render would undo the first choice.
  const setView = (change: Partial<OfferView>) => {
    const current = new URLSearchParams(window.location.search);
    setParams(writeOfferView({ ...readOfferView(current), ...change }, current), { replace: true });
  };
  const session = useSession();
  const customer = session.data ? String(session.data.user.userId) : null;
  useSpecialOfferNotices(offers.data?.offers, customer);
  // Issue 16: the first screen of offers first; the other cards and the sections below them in a
  // render of their own after the browser has painted (a low-end phone laid out the whole page,
  // ~880 elements, before showing the first offer). Nothing drawn first moves: the rest is below it.
  // Keyed on the offers' read having settled, so a page whose offers arrive later (from the
  // profile form) draws them the same way as one that came with them, and a failed read still
  // shows the applications and the calculator.
  const wholePage = useDeferredValue(!offers.isPending, false);

  if (signedOut) return <CenteredSpinner />;

  // The page's heading and how offers are ranked show while the offers are worked out (issue 16:
  // on slow 4G that is the customer's first sight of the page); what follows appears below them,
  // so nothing already shown moves.
  const heading = (
    <>
      <h1 className="offers-page__title">{t(`title.${product}`)}</h1>
      <p className="offers-page__intro">
        {t('intro')}{' '}
        <RouterLink className="cl-link" to={paths.offers.rankingMethod.getHref()}>
          {t('rankingLink')}
        </RouterLink>
      </p>
      <p className="cl-body2 offers-page__free">{t('free')}</p>
    </>
  );
  if (offers.isPending)
    return (
      <PageContainer>
        {heading}
        <CenteredSpinner />
      </PageContainer>
    );

  const data = offers.data;
  const jumps = data
    ? [
        { id: 'offers', label: t('jump.offers', { count: data.offers.length }) },
        { id: 'unmatched', label: t('jump.unmatched', { count: data.unmatched.length }) },
        { id: 'applications', label: t('jump.applications', { count: applications.data?.length ?? 0 }) },
        { id: 'calculator', label: t('jump.calculator') },
      ]
    : [];

  return (
    <PageContainer>
      {heading}
      {offers.isError && (
        <div className="offers-page__error">
          <QueryError error={offers.error} onRetry={() => void offers.refetch()} />
        </div>
      )}
      {data && (
        <>
          <nav aria-label={t('jump.label')} className="offers-page__jumps">
            {jumps.map((jump) => (
              <a key={jump.id} className="cl-link" href={`#${jump.id}`}>
                {jump.label}
              </a>
            ))}
          </nav>
          <Section id="offers" title={t('offersTitle', { count: data.offers.length })}>
            {data.offers.length === 0 ? (
              <p className="offers-page__none">
                {t('states.none')} {t('states.noneBody')}
              </p>
            ) : (
              <OfferList
                offers={data.offers}
                view={view}
                onViewChange={setView}
                limit={wholePage ? undefined : cardsOnFirstScreen({ width: innerWidth, height: innerHeight })}
                onOpenKfs={setKfsOffer}
                onApply={(chosen) => {
                  setAttempts((n) => n + 1);
                  setApply({ offer: chosen, attempt: attempts + 1, open: true });
                }}
              />
            )}
          </Section>
          {wholePage && (
            <Section id="unmatched" title={t('unmatched.title')} intro={t('unmatched.intro')}>
              <UnmatchedLenders
                lenders={data.unmatched}
                offerWaitOver={offerWaitOver}
                onCheckAgain={checkAgain}
              />
            </Section>
          )}
        </>
      )}
      {wholePage && (
        <>
          <Section id="applications" title={t('applications.title')}>
            {applications.isError ? (
              <QueryError error={applications.error} onRetry={() => void applications.refetch()} />
            ) : applications.isPending ? (
              <CenteredSpinner minHeight={80} />
            ) : (
              <ApplicationStatusTable applications={applications.data} />
            )}
          </Section>
          <Section id="calculator" title={t('calculator.title')} intro={t('calculator.intro')}>
            <EmiCalculator initial={calculatorStart(data?.offers ?? [])} />
          </Section>
        </>
      )}
      <KfsDialog
        offer={kfsOffer}
        onClose={() => {
          setKfsOffer(null);
        }}
      />
      {apply && (
        <ApplyDialog
          key={apply.attempt}
          offer={apply.offer}
          open={apply.open}
          product={product}
          onApplied={() => {
            // The card now says "Applied" instead of Apply (issue 13).
            void refreshAfterWrite(queryClient, offersKeys.all);
          }}
          onClose={() => {
            setApply({ ...apply, open: false });
          }}
        />
      )}
    </PageContainer>
  );
}
