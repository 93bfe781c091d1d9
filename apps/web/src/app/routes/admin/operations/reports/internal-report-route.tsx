import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canOpenAdminPage } from '@cl/contracts';
import { useAdminProfile } from '@/app/routes/admin/admin-profile-context';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { ReportView } from '@/features/admin-ops-reports/components/report-view';

const TABS = ['applications', 'dedupe', 'otpFailures', 'lenderApiFailures'] as const;
type InternalTab = (typeof TABS)[number];
const isTab = (value: string | null): value is InternalTab => TABS.some((tab) => tab === value);

/**
 * /admin/internal-report (roles 1 and 2): applications, and the spec 1 logs (de-dupe, OTP failures,
 * lender API failures) as tabs: spec 6 gives the logs no prefix, so they share this page's roles.
 * The tab is in the address (?tab=) so a log can be linked to.
 */
export function InternalReportRoute() {
  const { t } = useTranslation('admin-ops');
  const { role } = useAdminProfile();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: InternalTab = isTab(raw) ? raw : 'applications';
  const canListLenders = canOpenAdminPage(role, 'lenders');
  return (
    <AdminPage title={t('menu.internal-report')}>
      <Tabs
        value={tab}
        onChange={(_event, next: InternalTab) => {
          setParams(next === 'applications' ? {} : { tab: next });
        }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`report.tabs.${value}`)} />
        ))}
      </Tabs>
      {tab === 'applications' && (
        <ReportView
          key={tab}
          kind="internal"
          label={t('report.tabs.applications')}
          canListLenders={canListLenders}
          show={{ status: true, lender: true, product: true }}
        />
      )}
      {tab === 'dedupe' && (
        <ReportView
          key={tab}
          kind="dedupe"
          label={t('report.tabs.dedupe')}
          canListLenders={canListLenders}
          show={{ lender: true }}
        />
      )}
      {tab === 'otpFailures' && (
        <ReportView
          key={tab}
          kind="otpFailures"
          label={t('report.tabs.otpFailures')}
          canListLenders={false}
          destinationSearch
        />
      )}
      {tab === 'lenderApiFailures' && (
        <ReportView
          key={tab}
          kind="lenderApiFailures"
          label={t('report.tabs.lenderApiFailures')}
          canListLenders={canListLenders}
          show={{ lender: true }}
        />
      )}
    </AdminPage>
  );
}
