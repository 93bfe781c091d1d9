import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import { useTranslation } from 'react-i18next';
import { PageColumn } from '@/components/ui/page-column';
import { useStartProduct } from '@/app/routes/customer/journey/use-start-product';
import { LendingSummary } from '@/features/products/components/lending-summary';
import { useDocumentTitle } from '@/lib/document-title';

const STEPS = ['quote', 'offers', 'install'] as const;

/**
 * spec 2: the root page of the solar-branded host (content not shown in the spec). Decision
 * (docs/ARCHITECTURE.md, "White-label sites"): rooftop solar is paid for with a personal loan, so
 * the page explains how, shows spec 9's lending figures, and its one button chooses Personal Loans
 * and continues the journey (sign-in at /login first for a visitor).
 */
export function SolarHomeRoute() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('solar.pageTitle'));
  const { start, busy } = useStartProduct();

  return (
    <PageColumn>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <WbSunnyOutlined color="secondary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('solar.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('solar.subtitle')}
      </Typography>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          p: 0,
          m: 0,
          mb: 3,
          listStyle: 'none',
        }}
      >
        {STEPS.map((step, index) => (
          <Paper key={step} component="li" variant="outlined" sx={{ p: 2 }}>
            <Typography variant="overline" color="primary">
              {t('solar.stepLabel', { n: index + 1 })}
            </Typography>
            <Typography variant="h6" component="h2">
              {t(`solar.steps.${step}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`solar.steps.${step}.body`)}</Typography>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <LendingSummary />
      </Paper>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        onClick={() => void start('Personal Loans')}
      >
        {t('solar.cta')}
      </Button>
    </PageColumn>
  );
}
