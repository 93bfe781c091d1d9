import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/profile/api/get-user';
import { formatMoney } from '@/lib/format';
import { usePartnerHref } from '@/lib/partner-name';
import { JourneyPage } from './journey-page';
import { useSignedIn } from './use-journey';
import { onThisSite } from '@/lib/site';

const STEPS = ['review', 'call', 'visit'] as const;

/**
 * The gold-loan and housing-loan confirmation screens (spec 2 "gold-loan confirmation"): where
 * POST /api/gold-loans/{id} and /api/housing-loan/{id} send a customer whose profile is done.
 * What they told us, and what happens next. Without a completed profile: the form first.
 */
export function ConfirmationRoute({ kind }: { kind: 'gold' | 'housing' }) {
  const { t } = useTranslation('journey');
  const partnerHref = usePartnerHref();
  const session = useSignedIn();
  const user = useUser(session?.user.userId ?? null);
  if (!session || user.isPending) return <CenteredSpinner />;
  const completed = kind === 'gold' ? session.user.gl_completed : session.user.hl_completed;
  const detail = kind === 'gold' ? paths.customer.goldDetail : paths.customer.housingDetail;
  if (!completed) return <Navigate to={detail.getHref()} replace />;

  const record = user.data;
  // Issue 13: this product's own amount, not the one another form last saved.
  const amount = record?.loan_amounts[kind];
  const name = [record?.firstName, record?.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('confirmation.name'), name],
    [t('confirmation.email'), record?.email ?? ''],
    [t('confirmation.pincode'), record?.postal_code ?? ''],
    [t('confirmation.amount'), amount ? formatMoney(amount) : ''],
  ];
  if (kind === 'housing' && record?.monthly_income) {
    rows.push([t('confirmation.income'), formatMoney(record.monthly_income)]);
  }

  return (
    <JourneyPage title={t(`confirmation.${kind}.title`)} subtitle={t(`confirmation.${kind}.subtitle`)}>
      <Stack spacing={3}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <Stack key={label} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontWeight: 600, textAlign: 'right', wordBreak: 'break-word' }}
                >
                  {value}
                </Typography>
              </Stack>
            ))}
        </Stack>
        <div>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('confirmation.nextTitle')}
          </Typography>
          <Stack component="ol" spacing={0.5} sx={{ pl: 2.5, mb: 0 }}>
            {STEPS.map((step) => (
              <Typography key={step} component="li">
                {t(`confirmation.${kind}.steps.${step}`)}
              </Typography>
            ))}
          </Stack>
        </div>
        <Typography variant="body2" color="text.secondary">
          {t('confirmation.free')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={Link} to={partnerHref(detail.getHref())} variant="outlined" size="large">
            {t('confirmation.edit')}
          </Button>
          <Button
            component={Link}
            to={partnerHref(onThisSite(paths.customer.products.getHref()))}
            variant="contained"
            size="large"
          >
            {t('confirmation.otherProducts')}
          </Button>
        </Stack>
      </Stack>
    </JourneyPage>
  );
}
