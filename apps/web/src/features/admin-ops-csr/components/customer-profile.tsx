import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { CsrCustomer } from '@cl/contracts';
import { maskPan } from '../utils/mask';

/** The profile a CSR needs to help: name, contact, PAN masked, birth date, pincode, income. */
export function CustomerProfile({ profile }: { profile: CsrCustomer['profile'] }) {
  const { t } = useTranslation('admin-ops');
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || t('csr.noName');
  const rows: [string, string][] = [
    [t('csr.mobile'), profile.phoneNumber ? `+${profile.phoneCode} ${profile.phoneNumber}` : '—'],
    [t('csr.email'), profile.email ?? '—'],
    [t('csr.pan'), maskPan(profile.pan)],
    [t('csr.birthDate'), profile.birthDate ?? '—'],
    [t('csr.pincode'), profile.postal_code ?? '—'],
    [t('csr.income'), profile.monthly_income === null ? '—' : formatMoney(profile.monthly_income)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
