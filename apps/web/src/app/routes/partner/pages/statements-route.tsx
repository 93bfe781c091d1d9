import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { birthDateToIso, todayInIndia } from '@cl/contracts';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { StatementTable } from '@/components/ui/statement-table';
import { myStatementExportHref, useMyStatement } from '@/features/partner-statements/api/get-my-statement';

/** Issue 15 /partner/statements: the partner's monthly statement from the revenue ledger, with CSV. */
export function StatementsRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  const [month, setMonth] = useState(() => birthDateToIso(todayInIndia()).slice(0, 7));
  const statement = useMyStatement(month);
  return (
    <PartnerPage title={t('pages.statements.title')} intro={t('pages.statements.intro')} crumbs={crumbs}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          type="month"
          size="small"
          label={t('statements.month')}
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ alignSelf: 'flex-start' }}
        />
        <PartnerQueryView query={statement}>
          {(data) => <StatementTable statement={data} exportHref={myStatementExportHref(month)} />}
        </PartnerQueryView>
      </Paper>
    </PartnerPage>
  );
}
