import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PartnerSettings } from '@cl/contracts';
import { useTranslation } from 'react-i18next';

/** The partner's profile as the admin team set it up; changes go through them. */
export function ProfileCard({ settings, loginHref }: { settings: PartnerSettings; loginHref: string }) {
  const { t } = useTranslation('partner');
  const rows = [
    { key: 'partnerName', value: settings.partnerName },
    { key: 'partnerKey', value: settings.partnerKey },
    { key: 'utmId', value: settings.utmId ?? t('eligibility.na') },
    { key: 'loginAddress', value: loginHref },
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('settings.profileTitle')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1 }}
      >
        {rows.map(({ key, value }) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(`settings.profile.${key}`)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, wordBreak: 'break-all' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('settings.profileHelp')}
      </Typography>
    </Paper>
  );
}
