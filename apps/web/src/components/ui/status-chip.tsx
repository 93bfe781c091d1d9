import { useTranslation } from 'react-i18next';
import type { CustomerApplicationStatus } from '@cl/contracts';
import './status-chip.css';

const TONE: Record<CustomerApplicationStatus, string> = {
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
 * An application's status as the customer reads it (docs/decisions/006), translated: a small
 * outlined chip in the status's colour, plain CSS (issue 16, ADR 027). Shared by the offer cards,
 * the applications feature and the lender pages (features do not import each other).
 */
export function StatusChip({ status }: { status: CustomerApplicationStatus }) {
  const { t } = useTranslation('offers');
  return (
    <span className={`cl-chip cl-chip--${TONE[status]}`}>
      <span className="cl-chip__label">{t(`status.${status}`)}</span>
    </span>
  );
}
