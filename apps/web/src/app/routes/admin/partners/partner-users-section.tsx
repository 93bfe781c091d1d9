import { LoadState } from '@/app/routes/admin/components/load-state';
import { usePartnerUsers } from '@/features/admin-partners/api/get-partner-users';
import { PartnerUsersPanel } from '@/features/admin-partners/components/partner-users-panel';

/** Issue 15: the partner's portal users, loaded for the partner page. */
export function PartnerUsersSection({ partnerId }: { partnerId: number }) {
  const users = usePartnerUsers(partnerId);
  return (
    <>
      <LoadState isPending={users.isPending} error={users.error} onRetry={() => void users.refetch()} />
      {users.data && <PartnerUsersPanel partnerId={partnerId} users={users.data} />}
    </>
  );
}
