import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PartnerEligibilityRow } from '@cl/contracts';
import { formatMoney } from '@/lib/format';
import { isEmploymentKind, isMissing, journeyKey } from '../utils/eligibility-cells';

const COLUMNS = [
  'criteria',
  'age',
  'employment',
  'monthlyNetIncome',
  'minLoan',
  'maxLoan',
  'cibil',
  'journey',
] as const;
type Column = (typeof COLUMNS)[number];

/** spec 2: Criteria, Age, Salaried/Selfemployed, Monthly net income, Min loan, Max loan, Cibil, Lender Journey. */
export function EligibilityTable({ rows }: { rows: readonly PartnerEligibilityRow[] }) {
  const { t } = useTranslation('partner');
  const na = t('eligibility.na');

  const text = (row: PartnerEligibilityRow, column: Column): string => {
    const value = row[column];
    if (isMissing(value)) return na;
    if (typeof value === 'number') return formatMoney(value);
    if (column === 'employment')
      return value
        .split('/')
        .map((kind) => (isEmploymentKind(kind) ? t(`eligibility.employment.${kind}`) : kind))
        .join(' / ');
    if (column === 'journey') {
      const key = journeyKey(value);
      return key ? t(`eligibility.journeys.${key}`) : value;
    }
    return value;
  };

  return (
    <Box
      sx={{
        overflow: 'auto',
        maxHeight: '75dvh',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Table size="small" stickyHeader aria-label={t('eligibility.tableLabel')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column, index) => (
              <TableCell
                key={column}
                sx={{
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  ...(index === 0 && { left: 0, zIndex: 3 }),
                }}
              >
                {t(`eligibility.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.lenderId} hover>
              {COLUMNS.map((column, index) =>
                index === 0 ? (
                  <TableCell
                    key={column}
                    component="th"
                    scope="row"
                    sx={{
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                      fontWeight: 600,
                      minWidth: 140,
                    }}
                  >
                    {text(row, column)}
                  </TableCell>
                ) : (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                    {text(row, column)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
