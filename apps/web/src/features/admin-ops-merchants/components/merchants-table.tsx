import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { useMerchants } from '../api/get-merchants';
import { useReviewMerchant } from '../api/review-merchant';

const STATUS_COLOR = { pending: 'default', approved: 'success', rejected: 'error' } as const;
const isKnownStatus = (status: string): status is keyof typeof STATUS_COLOR => status in STATUS_COLOR;

/** Merchants who onboarded through /create-merchant-form, with approve and reject. */
export function MerchantsTable() {
  const { t } = useTranslation('admin-ops');
  const merchants = useMerchants();
  const review = useReviewMerchant();
  const decide = (merchantId: number, status: 'approved' | 'rejected') => {
    review.mutate(
      { merchantId, body: { status } },
      {
        onSuccess: () => {
          notify('success', t('merchants.reviewed'));
        },
      },
    );
  };
  const rows = merchants.data ?? [];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('merchants.business')}</TableCell>
            <TableCell>{t('merchants.owner')}</TableCell>
            <TableCell>{t('merchants.mobile')}</TableCell>
            <TableCell>{t('merchants.city')}</TableCell>
            <TableCell>{t('merchants.category')}</TableCell>
            <TableCell>{t('merchants.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{merchants.isPending ? t('loading') : t('noData')}</TableCell>
            </TableRow>
          )}
          {rows.map((merchant) => (
            <TableRow key={merchant.id}>
              <TableCell>
                {merchant.businessName}
                {merchant.partnerName ? ` · ${merchant.partnerName}` : ''}
              </TableCell>
              <TableCell>{merchant.ownerName}</TableCell>
              <TableCell>{merchant.mobile}</TableCell>
              <TableCell>{merchant.city}</TableCell>
              <TableCell>{merchant.category}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={isKnownStatus(merchant.status) ? STATUS_COLOR[merchant.status] : 'default'}
                  label={
                    isKnownStatus(merchant.status)
                      ? t(`merchants.statuses.${merchant.status}`)
                      : merchant.status
                  }
                />
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    color="success"
                    disabled={review.isPending || merchant.status === 'approved'}
                    onClick={() => {
                      decide(merchant.id, 'approved');
                    }}
                  >
                    {t('merchants.approve')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={review.isPending || merchant.status === 'rejected'}
                    onClick={() => {
                      decide(merchant.id, 'rejected');
                    }}
                  >
                    {t('merchants.reject')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
