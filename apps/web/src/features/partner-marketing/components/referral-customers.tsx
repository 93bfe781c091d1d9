import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerReferral } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';

/** Customers who signed up through the partner's link (names shortened by the server, DPDP). */
export function ReferralCustomers({ customers }: { customers: PartnerReferral['customers'] }) {
  const { t, i18n } = useTranslation('partner');
  if (customers.length === 0) {
    return <Typography color="text.secondary">{t('referral.noCustomers')}</Typography>;
  }
  return (
    <Box
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Table size="small" aria-label={t('referral.customersTitle')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('referral.columns.name')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('referral.columns.joined')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('referral.columns.profile')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer) => (
            <TableRow key={`${customer.name}-${customer.joinedAt}`}>
              <TableCell>{customer.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(customer.joinedAt, i18n.language)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={customer.profileCompleted ? 'success' : 'default'}
                  variant="outlined"
                  label={customer.profileCompleted ? t('referral.profileDone') : t('referral.profilePending')}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
