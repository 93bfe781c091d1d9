import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cl/contracts';
import { LendingSummary } from '@/features/products/components/lending-summary';
import { ProductGrid } from '@/features/products/components/product-grid';
import { useDocumentTitle } from '@/lib/document-title';

/** /products placeholder: spec 1's products as cards and spec 9's lending text. */
export function ProductsRoute() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('pageTitle'));
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: LAYOUT.maxWidth,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 5 },
      }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <LendingSummary />
      </Paper>
      <ProductGrid />
    </Box>
  );
}
