import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { PartnerNotFoundRoute } from '@/app/routes/partner/partner-not-found-route';
import { useCreditCards } from '@/features/partner-catalog/api/get-credit-cards';
import { useSiteInsurancePartner } from '@/features/partner-catalog/api/get-site-insurance-partner';
import { usePartnerProducts } from '@/features/partner-catalog/api/get-partner-products';
import { CreditCardList } from '@/features/partner-catalog/components/credit-card-list';
import { ProductGuide } from '@/features/partner-catalog/components/product-guide';
import { ProductLenderTable } from '@/features/partner-catalog/components/product-lender-table';
import { SiteInsurancePartner } from '@/features/partner-catalog/components/site-insurance-partner';
import {
  isProductPage,
  LOAN_PAGE_PRODUCTS,
  type LoanPage,
} from '@/features/partner-catalog/utils/product-pages';

function LoanLenders({ page }: { page: LoanPage }) {
  const products = usePartnerProducts();
  return (
    <PartnerQueryView query={products}>
      {(data) => (
        <ProductLenderTable
          lenders={data.find((item) => item.product === LOAN_PAGE_PRODUCTS[page])?.lenders ?? []}
        />
      )}
    </PartnerQueryView>
  );
}

function Cards() {
  const cards = useCreditCards();
  return <PartnerQueryView query={cards}>{(data) => <CreditCardList cards={data} />}</PartnerQueryView>;
}

function InsurancePartner() {
  const insurance = useSiteInsurancePartner();
  return (
    <PartnerQueryView query={insurance} minHeight={120}>
      {(data) => <SiteInsurancePartner insurance={data} />}
    </PartnerQueryView>
  );
}

/** spec 2 product-offering sub-pages: how to sell the product, and what the lenders offer today. */
export function ProductRoute() {
  const { t } = useTranslation('partner');
  const { product } = useParams();
  const crumbs = useCrumbs('productOffering');
  if (!isProductPage(product)) return <PartnerNotFoundRoute signedIn />;

  return (
    <PartnerPage title={t(`productPages.${product}.title`)} crumbs={crumbs}>
      <Stack spacing={3}>
        {product === 'insurance' && <Alert severity="info">{t('products.insuranceNotice')}</Alert>}
        {product === 'insurance' && <InsurancePartner />}
        <ProductGuide page={product} />
        {product !== 'insurance' && (
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {product === 'credit-card' ? t('products.cardsTitle') : t('products.lendersTitle')}
            </Typography>
            {product === 'credit-card' ? <Cards /> : <LoanLenders page={product} />}
          </Stack>
        )}
      </Stack>
    </PartnerPage>
  );
}
