import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerProductLender } from '@cl/contracts';
import { formatMoney } from '@/lib/format';

const COLUMNS = ['name', 'maxLoan', 'interestRate', 'tenure'] as const;

/** The live lenders of one loan product, as the lenders have configured them. */
export function ProductLenderTable({ lenders }: { lenders: readonly PartnerProductLender[] }) {
  const { t } = useTranslation('partner');
  if (lenders.length === 0) {
    return <Typography color="text.secondary">{t('products.noLenders')}</Typography>;
  }
  const cell = (lender: PartnerProductLender, column: (typeof COLUMNS)[number]) => {
    const value = lender[column];
    if (value === null || value === '') return t('eligibility.na');
    return typeof value === 'number' ? t('products.upTo', { amount: formatMoney(value) }) : value;
  };
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
      <Table size="small" aria-label={t('products.lendersTable')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(`products.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lenders.map((lender) => (
            <TableRow key={lender.name} hover>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {cell(lender, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
