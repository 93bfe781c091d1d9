import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { PartnerLayout } from '@/app/routes/partner/partner-layout';
import { PartnerLoginRoute } from '@/app/routes/partner/partner-login-route';
import { PartnerNotFoundRoute } from '@/app/routes/partner/partner-not-found-route';

/** spec 2 partner routes (lazy: customers never download this). Guards come with the dashboard. */
export function PartnerArea() {
  return (
    <PartnerLayout>
      <Routes>
        <Route path={paths.partner.login.path} element={<PartnerLoginRoute />} />
        <Route path={paths.partner.brandedLogin.path} element={<PartnerLoginRoute />} />
        <Route path="*" element={<PartnerNotFoundRoute />} />
      </Routes>
    </PartnerLayout>
  );
}
