import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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
 * Business Loans asks the Business dialog's question first (spec 2).
 */
export function ProductsRoute() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('pageTitle'));
  const navigate = useNavigate();
  const { start, busy } = useStartProduct();
  const [businessOpen, setBusinessOpen] = useState(false);

  return (
    <PageColumn>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <LendingSummary />
      </Paper>
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
