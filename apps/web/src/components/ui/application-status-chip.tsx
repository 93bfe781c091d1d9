import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CustomerApplicationStatus } from '@cl/contracts';

const COLOUR: Record<CustomerApplicationStatus, ChipProps['color']> = {
  created: 'default',
  continue_at_lender: 'warning',
  submitted: 'info',
  in_review: 'info',
  approved: 'success',
  disbursed: 'success',
  rejected: 'error',
  expired: 'default',
};

/**
 * An application's status as the customer reads it (docs/decisions/006), translated. Shared by the
 * offer cards and the applications feature (features do not import each other).
 */
export function ApplicationStatusChip({ status }: { status: CustomerApplicationStatus }) {
  const { t } = useTranslation('offers');
  return <Chip size="small" color={COLOUR[status]} label={t(`status.${status}`)} variant="outlined" />;
}
