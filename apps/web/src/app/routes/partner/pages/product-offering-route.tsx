import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerHub } from '@/app/routes/partner/partner-hub';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { usePartnerProducts } from '@/features/partner-catalog/api/get-partner-products';
import {
  isLoanPage,
  LOAN_PAGE_PRODUCTS,
  PRODUCT_PAGES,
} from '@/features/partner-catalog/utils/product-pages';

/** spec 2 /partner/product-offering: the six products a partner sells, with live lender counts. */
export function ProductOfferingRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  const products = usePartnerProducts();
  const lenderCount = (page: (typeof PRODUCT_PAGES)[number]) => {
    if (!isLoanPage(page)) return undefined;
    const lenders = products.data?.find((item) => item.product === LOAN_PAGE_PRODUCTS[page])?.lenders;
    return lenders ? t('products.lenderCount', { count: lenders.length }) : undefined;
  };
  return (
    <PartnerPage
      title={t('pages.productOffering.title')}
      intro={t('pages.productOffering.intro')}
      crumbs={crumbs}
    >
      <PartnerHub
        links={PRODUCT_PAGES.map((page) => ({
          href: paths.partner.product.getHref(page),
          title: t(`productPages.${page}.title`),
          body: t(`productPages.${page}.summary`),
          badge: lenderCount(page),
        }))}
      />
    </PartnerPage>
  );
}
