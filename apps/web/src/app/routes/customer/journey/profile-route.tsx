import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/profile/api/get-user';
import { ConsentWithdrawSection } from '@/features/profile/components/consent-withdraw-section';
import { EmailVerificationSection } from '@/features/profile/components/email-verification-section';
import { usePartnerHref } from '@/lib/partner-name';
import { JourneyPage } from './journey-page';
import { useSignedIn } from './use-journey';

/**
 * The customer's own page: what is on record (PAN masked, spec 3) and the consents they can
 * withdraw (DPDP: as easy as giving them).
 */
export function ProfileRoute() {
  const { t } = useTranslation('journey');
  const partnerHref = usePartnerHref();
  const session = useSignedIn();
  const userId = session?.user.userId ?? null;
  const user = useUser(userId);
  if (userId === null || user.isPending) return <CenteredSpinner />;
  const record = user.data;
  const rows: [string, string | null | undefined][] = [
    [t('profile.name'), [record?.firstName, record?.lastName].filter(Boolean).join(' ')],
    [t('profile.mobile'), record?.phoneNumber ? `+${record.phoneCode} ${record.phoneNumber}` : null],
    [t('profile.email'), record?.email],
    [t('profile.pan'), record?.pan],
  ];

  return (
    <JourneyPage title={t('profile.title')}>
      <Stack spacing={4}>
        <Stack spacing={1}>
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <Stack key={label} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography color="text.secondary">{label}</Typography>
                <Typography sx={{ fontWeight: 600, textAlign: 'right', wordBreak: 'break-word' }}>
                  {value}
                </Typography>
              </Stack>
            ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <Button component={Link} to={partnerHref(paths.customer.userDetail.getHref())} variant="outlined">
              {t('profile.edit')}
            </Button>
            <Button component={Link} to={partnerHref(paths.customer.language.getHref())} variant="outlined">
              {t('profile.language')}
            </Button>
          </Stack>
        </Stack>
        <EmailVerificationSection userId={userId} user={record} />
        <ConsentWithdrawSection userId={userId} user={record} />
      </Stack>
    </JourneyPage>
  );
}
