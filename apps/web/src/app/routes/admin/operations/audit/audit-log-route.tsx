import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditSearchBody } from '@cl/contracts';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useExportAuditLog } from '@/features/admin-audit-log/api/export-audit-log';
import { useAuditAdmins } from '@/features/admin-audit-log/api/get-audit-admins';
import { useAuditSearch } from '@/features/admin-audit-log/api/search-audit-log';
import {
  AuditSearchForm,
  type AuditSearchValues,
} from '@/features/admin-audit-log/components/audit-search-form';
import { AuditTable } from '@/features/admin-audit-log/components/audit-table';

function toBody(values: AuditSearchValues, page: number): AuditSearchBody {
  return {
    person: values.person.trim() || undefined,
    adminId: values.adminId ? Number(values.adminId) : undefined,
    action: values.action || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    page,
  };
}

/**
 * Issue 15: /admin/audit-log (role 1). The search stays in memory, not the URL: it may name a
 * person's mobile or email (as the CSR portal's search does).
 */
export function AuditLogRoute() {
  const { t } = useTranslation('admin-ops');
  const [search, setSearch] = useState<AuditSearchValues | null>(null);
  const [page, setPage] = useState(1);
  const body = toBody(search ?? { person: '', adminId: '', action: '', from: '', to: '' }, page);
  const result = useAuditSearch(body);
  const admins = useAuditAdmins();
  const exporter = useExportAuditLog();

  return (
    <AdminPage
      title={t('menu.audit-log')}
      actions={
        <Button
          variant="outlined"
          disabled={exporter.isPending}
          onClick={() => {
            exporter.mutate({ ...body, page: 1 });
          }}
        >
          {t('audit.export')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('audit.intro')}</Typography>
      <AuditSearchForm
        admins={admins.data ?? []}
        onSearch={(values) => {
          setSearch(values);
          setPage(1);
        }}
      />
      {result.data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('audit.total', { count: result.data.total })}
          </Typography>
          <AuditTable rows={result.data.rows} />
          {result.data.total > result.data.pageSize ? (
            <Pagination
              page={result.data.page}
              count={Math.ceil(result.data.total / result.data.pageSize)}
              onChange={(_event, next) => {
                setPage(next);
              }}
            />
          ) : null}
        </>
      ) : (
        <LoadState isPending={result.isPending} error={result.error} onRetry={() => void result.refetch()} />
      )}
    </AdminPage>
  );
}
