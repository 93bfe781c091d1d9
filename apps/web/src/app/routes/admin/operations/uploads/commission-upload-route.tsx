import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { birthDateToIso, todayInIndia } from '@cl/contracts';
import { UploadPage } from '@/app/routes/admin/operations/uploads/upload-page';
import { revenueKeys } from '@/features/admin-revenue-ledger/api/get-revenue-month';
import { RevenueMonthView } from '@/features/admin-revenue-ledger/components/revenue-month-view';
import { refreshAfterWrite } from '@/lib/query-refresh';

/** /admin/commission-upload-file (role 1): what lenders paid, reconciled in the monthly revenue view. */
export function CommissionUploadRoute() {
  const queryClient = useQueryClient();
  const currentMonth = birthDateToIso(todayInIndia()).slice(0, 7);
  const [month, setMonth] = useState(currentMonth);
  return (
    <UploadPage
      page="commission-upload-file"
      kind="commission"
      onUploaded={() => {
        void refreshAfterWrite(queryClient, revenueKeys.all);
      }}
    >
      <RevenueMonthView month={month} currentMonth={currentMonth} onMonthChange={setMonth} />
    </UploadPage>
  );
}
