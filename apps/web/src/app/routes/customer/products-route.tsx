import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageColumn } from '@/components/ui/page-column';
import { paths } from '@/config/paths';
import { useStartProduct } from '@/app/routes/customer/journey/use-start-product';
import { chooseProduct, clearProduct } from '@/features/journey/utils/product-cookies';
import { BusinessDialog } from '@/features/products/components/business-dialog';
import { LendingSummary } from '@/features/products/components/lending-summary';
import { ProductGrid } from '@/features/products/components/product-grid';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * spec 2 /products: spec 1's products and spec 9's lending text. Choosing a product stores it
 * (spec 3 productType, productId cookies) and goes where spec 4 sends the customer; a visitor who
 * has not signed in is sent to sign in first and continues with that product afterwards.
 * Business Loans asks the Business dialog's question first (spec 2). Plain elements and CSS, no
 * MUI (issue 16, docs/decisions/027): the page a customer sees first after signing in.
 */
export function ProductsRoute() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('pageTitle'));
  const navigate = useNavigate();
  const { start, busy } = useStartProduct();
  const [businessOpen, setBusinessOpen] = useState(false);

  return (
    <PageColumn>
      <h1 className="cl-page-title">{t('title')}</h1>
      <p className="cl-lead">{t('subtitle')}</p>
      <div className="cl-paper cl-panel">
        <LendingSummary />
      </div>
      <ProductGrid
        disabled={busy}
        onSelect={(type) => {
          if (type === 'Business Loans') setBusinessOpen(true);
          else void start(type);
        }}
      />
      <BusinessDialog
        open={businessOpen}
        onContinue={(hasCertificate) => {
          setBusinessOpen(false);
          if (hasCertificate) {
            void start('Business Loans'); // spec 2: YES sets Business Loans
            return;
          }
          // spec 2: NO sets Personal Loans and goes to the profile form, replacing history.
          chooseProduct('Personal Loans');
          void navigate(paths.customer.userDetail.getHref(), { replace: true });
        }}
        onClose={() => {
          setBusinessOpen(false);
          clearProduct(); // spec 2: closing clears the product type and product id
        }}
      />
    </PageColumn>
  );
}
