import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '@cl/contracts';

const COLOURS = {
  open: 'warning',
  in_progress: 'info',
  answered: 'success',
  closed: 'default',
} as const satisfies Record<SupportStatus, string>;

export function StatusChip({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('admin-ops');
  return <Chip size="small" color={COLOURS[status]} label={t(`support.statuses.${status}`)} />;
}
