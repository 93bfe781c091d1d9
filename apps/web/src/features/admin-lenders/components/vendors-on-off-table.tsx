import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { LenderDto } from '@cl/contracts';
import { LenderSwitch } from './lender-switch';

/**
 * /admin/vendors-on-off: switch a lender's offers on or off (property vendor_on) without touching
 * its lender status or criteria; saved at once (spec 4).
 */
export function VendorsOnOffTable({ lenders }: { lenders: LenderDto[] }) {
  const { t } = useTranslation('admin');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 'calc(100dvh - 200px)' }}>
      <Table stickyHeader size="small" aria-label={t('menu.vendors-on-off')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('lenders.columns.name')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('lenders.columns.lenderStatus')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('lenders.vendorOn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lenders.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{t('lenders.empty')}</TableCell>
            </TableRow>
          )}
          {lenders.map((lender) => (
            <TableRow key={lender.lender_id} hover>
              <TableCell>{lender.name}</TableCell>
              <TableCell>{t(lender.lender_status === 1 ? 'status.active' : 'status.inactive')}</TableCell>
              <TableCell>
                <LenderSwitch
                  compact
                  lender={lender}
                  property="vendor_on"
                  label={t('lenders.cellLabel', { column: t('lenders.vendorOn'), name: lender.name })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
