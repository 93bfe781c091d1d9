import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { birthDateToIso, todayInIndia } from '@cl/contracts';
import { UploadPage } from '@/app/routes/admin/operations/uploads/upload-page';
import { revenueKeys } from '@/features/admin-ops-revenue/api/get-monthly-revenue';
import { RevenueMonthView } from '@/features/admin-ops-revenue/components/revenue-month-view';

/** /admin/commission-upload-file (role 1): what lenders paid, reconciled in the monthly revenue view. */
export function CommissionUploadRoute() {
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => birthDateToIso(todayInIndia()).slice(0, 7));
  return (
    <UploadPage
      page="commission-upload-file"
      kind="commission"
      onUploaded={() => {
        void queryClient.invalidateQueries({ queryKey: revenueKeys.all });
      }}
    >
      <RevenueMonthView month={month} onMonthChange={setMonth} />
    </UploadPage>
  );
}
