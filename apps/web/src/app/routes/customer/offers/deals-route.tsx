import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { onThisSite } from '@/lib/site';
import { PageContainer } from './page-container';
import { PageHeading } from '@/components/ui/page-heading';

/**
 * /user/deals (spec 1 Deals, issue 13): deals are our partners' shops and brands, not ours, so
 * this is a hand-off page that says so. No partner deal feed exists yet: the page shares nothing
 * and points to the loans that finance a purchase.
 */
export function DealsRoute() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('deals.title'));
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <PageHeading>{t('deals.title')}</PageHeading>
        <Alert severity="info">{t('deals.body', { company: env.companyName })}</Alert>
        <Typography>{t('deals.none')}</Typography>
        <Typography>{t('deals.loans')}</Typography>
        <Button
          component={RouterLink}
          to={onThisSite(paths.customer.products.getHref())}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('deals.back')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
