import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { LenderDto } from '@cl/contracts';
import { LenderClassSelect } from './lender-class-select';
import { LenderNumberField } from './lender-number-field';
import { LenderSwitch } from './lender-switch';

const NUMBERS = [
  ['min_income', 'lenders.columns.minIncome'],
  ['max_income', 'lenders.columns.maxIncome'],
  ['min_age', 'lenders.columns.minAge'],
  ['max_age', 'lenders.columns.maxAge'],
  ['min_loan', 'lenders.minLoan'],
  ['max_loan', 'lenders.maxLoan'],
] as const;
const FLAGS = [
  ['salaried', 'lenders.columns.salaried'],
  ['self_employed', 'lenders.columns.selfEmployed'],
  ['business', 'lenders.columns.business'],
] as const;
type ColumnKey = (typeof NUMBERS)[number][1] | (typeof FLAGS)[number][1] | 'lenders.columns.creditScoreClass';

/**
 * /admin/customer-eligibility: the criteria the offers engine matches a customer against, per
 * lender (income, age, loan amount, credit score class, employment). Each saves on its own.
 */
export function EligibilityTable({ lenders }: { lenders: LenderDto[] }) {
  const { t } = useTranslation('admin');
  const head = (text: string) => (
    <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} key={text}>
      {text}
    </TableCell>
  );
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 'calc(100dvh - 220px)' }}>
      <Table stickyHeader size="small" aria-label={t('menu.customer-eligibility')}>
        <TableHead>
          <TableRow>
            {head(t('lenders.columns.name'))}
            {NUMBERS.map(([, key]) => head(t(key)))}
            {head(t('lenders.columns.creditScoreClass'))}
            {FLAGS.map(([, key]) => head(t(key)))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lenders.length === 0 && (
            <TableRow>
              <TableCell colSpan={NUMBERS.length + FLAGS.length + 2}>{t('lenders.empty')}</TableCell>
            </TableRow>
          )}
          {lenders.map((lender) => {
            const label = (key: ColumnKey) => t('lenders.cellLabel', { column: t(key), name: lender.name });
            return (
              <TableRow key={lender.lender_id} hover>
                <TableCell sx={{ fontWeight: 600, minWidth: 150 }}>{lender.name}</TableCell>
                {NUMBERS.map(([property, key]) => (
                  <TableCell key={property}>
                    <LenderNumberField compact lender={lender} property={property} label={label(key)} />
                  </TableCell>
                ))}
                <TableCell>
                  <LenderClassSelect
                    compact
                    lender={lender}
                    property="credit_score_class"
                    label={label('lenders.columns.creditScoreClass')}
                  />
                </TableCell>
                {FLAGS.map(([property, key]) => (
                  <TableCell key={property}>
                    <LenderSwitch compact lender={lender} property={property} label={label(key)} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
