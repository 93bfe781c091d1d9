import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatementTable } from '@/components/ui/statement-table';
import { statementExportHref, useStatement, type StatementParty } from '../api/get-statement';

/** Issue 15: the admin's view of one partner's or lender's statement for the month. */
export function LedgerStatement({ party, month }: { party: StatementParty; month: string }) {
  const { t } = useTranslation('admin-ops');
  const statement = useStatement(party, month);
  if (!statement.data) return <Typography color="text.secondary">{t('loading')}</Typography>;
  return <StatementTable statement={statement.data} exportHref={statementExportHref(party, month)} />;
}
