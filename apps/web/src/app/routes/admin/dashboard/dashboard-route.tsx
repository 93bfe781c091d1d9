import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpenAdminPage } from '@cl/contracts';
import { adminMenuFor } from '@/app/routes/admin/admin-access';
import { useAdminProfile } from '@/app/routes/admin/admin-profile-context';
import { adminOpsMenuFor } from '@/app/routes/admin/operations/admin-ops-menu';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { StatCard } from '@/app/routes/admin/dashboard/stat-card';
import { adminUsersQueryOptions } from '@/features/admin-users/api/get-admin-users';
import { creditCardsQueryOptions } from '@/features/admin-credit-cards/api/get-credit-cards';
import { lendersQueryOptions } from '@/features/admin-lenders/api/get-lenders';
import { DashboardCharts } from '@/features/admin-ops-reports/components/dashboard-charts';

/**
 * /admin/dashboard (roles 1 and 2): an overview from data that exists today, each figure only for a
 * role allowed to read it (spec 6), and links to the role's pages. Charts come with issue 7.
 */
export function DashboardRoute() {
  const { t } = useTranslation(['admin', 'admin-ops']);
  const { role, username } = useAdminProfile();
  const lenders = useQuery({ ...lendersQueryOptions(), enabled: canOpenAdminPage(role, 'lenders') });
  const cards = useQuery({ ...creditCardsQueryOptions(), enabled: canOpenAdminPage(role, 'credit-cards') });
  const users = useQuery({ ...adminUsersQueryOptions(), enabled: canOpenAdminPage(role, 'user-management') });
  // Every page the menu offers this role, the operations pages too (issue 15: role 2 was told no
  // other pages were open while its menu listed the reports and the CSR portal).
  const links = [
    ...adminMenuFor(role)
      .filter((entry) => entry.page !== 'dashboard')
      .map((entry) => ({ page: entry.page, href: entry.href, label: t(`menu.${entry.page}`) })),
    ...adminOpsMenuFor(role).map((entry) => ({
      page: entry.page,
      href: entry.href,
      label: t(`admin-ops:menu.${entry.page}`),
    })),
  ];

  return (
    <AdminPage title={t('menu.dashboard')}>
      <Typography color="text.secondary">{t('dashboard.welcome', { name: username })}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {canOpenAdminPage(role, 'lenders') && (
          <StatCard
            label={t('dashboard.activeLenders')}
            value={lenders.data?.filter((lender) => lender.lender_status === 1).length ?? null}
            detail={lenders.data ? t('dashboard.ofTotal', { total: lenders.data.length }) : undefined}
          />
        )}
        {canOpenAdminPage(role, 'credit-cards') && (
          <StatCard
            label={t('dashboard.cardCategories')}
            value={cards.data?.length ?? null}
            detail={
              cards.data
                ? t('dashboard.activeCount', {
                    active: cards.data.filter((card) => card.status === 1).length,
                  })
                : undefined
            }
          />
        )}
        {canOpenAdminPage(role, 'user-management') && (
          <StatCard
            label={t('dashboard.adminUsers')}
            value={users.data?.length ?? null}
            detail={
              users.data
                ? t('dashboard.activeCount', { active: users.data.filter((user) => !user.disabled).length })
                : undefined
            }
          />
        )}
      </Box>
      <DashboardCharts />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('dashboard.yourPages')}
        </Typography>
        {links.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.noPages')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {links.map((entry) => (
              <Button key={entry.page} component={Link} to={entry.href} variant="outlined" color="secondary">
                {entry.label}
              </Button>
            ))}
          </Box>
        )}
      </Paper>
    </AdminPage>
  );
}
