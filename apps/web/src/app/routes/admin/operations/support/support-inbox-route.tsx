import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUPPORT_STATUSES, SUPPORT_THREAD_TYPES, type SupportThreadsQuery } from '@cl/contracts';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useSupportAssignees } from '@/features/admin-support-inbox/api/get-support-assignees';
import { useSupportThread } from '@/features/admin-support-inbox/api/get-support-thread';
import { useSupportThreads } from '@/features/admin-support-inbox/api/get-support-threads';
import {
  InboxFilters,
  type InboxFilterValues,
} from '@/features/admin-support-inbox/components/inbox-filters';
import { ThreadPanel } from '@/features/admin-support-inbox/components/thread-panel';
import { ThreadTable } from '@/features/admin-support-inbox/components/thread-table';

/** The filters, page and open thread live in the URL, so a link or a reload keeps them. */
function readFilters(params: URLSearchParams): InboxFilterValues {
  const type = SUPPORT_THREAD_TYPES.find((v) => v === params.get('type')) ?? '';
  const status = SUPPORT_STATUSES.find((v) => v === params.get('status')) ?? '';
  return {
    type,
    status,
    assignee: params.get('assignee') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

function toQuery(filters: InboxFilterValues, page: number): SupportThreadsQuery {
  return {
    type: filters.type || undefined,
    status: filters.status || undefined,
    assignee: filters.assignee || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: String(page),
  };
}

function OpenThread({ reference }: { reference: string }) {
  const thread = useSupportThread(reference);
  const assignees = useSupportAssignees();
  if (!thread.data)
    return (
      <LoadState isPending={thread.isPending} error={thread.error} onRetry={() => void thread.refetch()} />
    );
  return <ThreadPanel thread={thread.data} assignees={assignees.data ?? []} />;
}

/** Issue 15: /admin/support-inbox (roles 1 and 3): partner tickets and Help requests. */
export function SupportInboxRoute() {
  const { t } = useTranslation('admin-ops');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const selected = params.get('ref');
  const threads = useSupportThreads(toQuery(filters, page));
  const assignees = useSupportAssignees();

  const update = (next: Partial<Record<keyof InboxFilterValues | 'page' | 'ref', string>>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  return (
    <AdminPage title={t('menu.support-inbox')}>
      <Typography color="text.secondary">{t('support.intro')}</Typography>
      <InboxFilters
        value={filters}
        assignees={assignees.data ?? []}
        onChange={(next) => {
          update({ ...next, page: '' });
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: selected ? '3fr 2fr' : '1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
          {threads.data ? (
            <>
              <ThreadTable
                rows={threads.data.rows}
                selected={selected}
                onSelect={(reference) => {
                  update({ ref: reference });
                }}
              />
              {threads.data.total > threads.data.pageSize ? (
                <Pagination
                  page={threads.data.page}
                  count={Math.ceil(threads.data.total / threads.data.pageSize)}
                  onChange={(_event, next) => {
                    update({ page: String(next) });
                  }}
                />
              ) : null}
            </>
          ) : (
            <LoadState
              isPending={threads.isPending}
              error={threads.error}
              onRetry={() => void threads.refetch()}
            />
          )}
        </Box>
        {selected ? <OpenThread key={selected} reference={selected} /> : null}
      </Box>
    </AdminPage>
  );
}
