import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import type { AdminPartner } from '../api/get-partners';

const COLUMNS = ['name', 'key', 'utm_id', 'revenue_percent', 'revenue_flat_fee'] as const;

/** /admin/partners: every partner with its UTM id and revenue share; the name opens the partner. */
export function PartnersTable({ partners }: { partners: AdminPartner[] }) {
  const { t } = useTranslation('admin');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('menu.partners')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700 }}>
                {t(`partners.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {partners.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>{t('noData')}</TableCell>
            </TableRow>
          )}
          {partners.map((partner) => (
            <TableRow key={partner.id} hover>
              <TableCell>
                <Link component={RouterLink} to={paths.admin.partner.getHref(partner.id)}>
                  {partner.displayName}
                </Link>
              </TableCell>
              <TableCell>{partner.key}</TableCell>
              <TableCell>{partner.utm_id ?? '—'}</TableCell>
              <TableCell>{partner.revenue_percent === null ? '—' : `${partner.revenue_percent}%`}</TableCell>
              <TableCell>
                {partner.revenue_flat_fee === null ? '—' : formatMoney(partner.revenue_flat_fee)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
