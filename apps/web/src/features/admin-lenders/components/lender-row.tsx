import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LenderDto } from '@cl/contracts';
import { paths } from '@/config/paths';
import { LenderClassSelect } from './lender-class-select';
import { LenderNumberField } from './lender-number-field';
import { LenderSwitch } from './lender-switch';

export const STICKY_FIRST = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

interface LenderRowProps {
  lender: LenderDto;
  onEditOffer: (lender: LenderDto) => void;
  onDelete: (lender: LenderDto) => void;
}

/** One lender: numbers save on blur when changed, toggles save at once (spec 4). */
export function LenderRow({ lender, onEditOffer, onDelete }: LenderRowProps) {
  const { t } = useTranslation('admin');
  const label = (column: string) => t('lenders.cellLabel', { column, name: lender.name });
  const number = (
    property: 'min_income' | 'max_income' | 'min_age' | 'max_age' | 'priority',
    column: string,
  ) => (
    <TableCell>
      <LenderNumberField compact lender={lender} property={property} label={label(column)} />
    </TableCell>
  );
  const flag = (
    property: 'salaried' | 'self_employed' | 'business' | 'lender_status' | 'so_status',
    column: string,
  ) => <LenderSwitch compact lender={lender} property={property} label={label(column)} />;

  return (
    <TableRow hover>
      <TableCell sx={{ ...STICKY_FIRST, fontWeight: 600, minWidth: 160 }}>
        <Link component={RouterLink} to={paths.admin.lender.getHref(lender.lender_id)}>
          {lender.name}
        </Link>
      </TableCell>
      {number('min_income', t('lenders.columns.minIncome'))}
      {number('max_income', t('lenders.columns.maxIncome'))}
      {number('min_age', t('lenders.columns.minAge'))}
      {number('max_age', t('lenders.columns.maxAge'))}
      <TableCell>
        <LenderClassSelect
          compact
          lender={lender}
          property="ticket_class"
          label={label(t('lenders.columns.ticketClass'))}
        />
      </TableCell>
      <TableCell>
        <LenderClassSelect
          compact
          lender={lender}
          property="credit_score_class"
          label={label(t('lenders.columns.creditScoreClass'))}
        />
      </TableCell>
      <TableCell>{flag('salaried', t('lenders.columns.salaried'))}</TableCell>
      <TableCell>{flag('self_employed', t('lenders.columns.selfEmployed'))}</TableCell>
      <TableCell>{flag('business', t('lenders.columns.business'))}</TableCell>
      {number('priority', t('lenders.columns.priority'))}
      <TableCell>{flag('lender_status', t('lenders.columns.lenderStatus'))}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
          {flag('so_status', t('lenders.columns.specialOffer'))}
          <Button
            size="small"
            color="secondary"
            aria-label={t('lenders.editOffer', { name: lender.name })}
            onClick={() => {
              onEditOffer(lender);
            }}
          >
            {t('actions.edit')}
          </Button>
        </Box>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button
            size="small"
            color="secondary"
            component={RouterLink}
            to={paths.admin.lender.getHref(lender.lender_id)}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('lenders.deleteLabel', { name: lender.name })}
            onClick={() => {
              onDelete(lender);
            }}
          >
            {t('actions.delete')}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}
