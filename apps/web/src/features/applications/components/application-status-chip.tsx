import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@cl/contracts';

const COLOUR: Record<ApplicationStatus, ChipProps['color']> = {
  created: 'default',
  submitted: 'info',
  in_review: 'info',
  approved: 'success',
  disbursed: 'success',
  rejected: 'error',
  expired: 'default',
};

/** An application's status (docs/decisions/006), translated. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('offers');
  return <Chip size="small" color={COLOUR[status]} label={t(`status.${status}`)} variant="outlined" />;
}
