import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '@/config/paths';

// Public merchant onboarding routes (issue 7): /create-merchant-form, /success, /:partner_name.
// A fragment of <Route> elements that customer-area.tsx places inside its <Routes>.
const CreateMerchantRoute = lazy(() =>
  import('@/app/routes/customer/merchant/create-merchant-route').then((m) => ({
    default: m.CreateMerchantRoute,
  })),
);
const CreateMerchantSuccessRoute = lazy(() =>
  import('@/app/routes/customer/merchant/create-merchant-success-route').then((m) => ({
    default: m.CreateMerchantSuccessRoute,
  })),
);

export const merchantRoutes = (
  <>
    <Route path={paths.merchant.form.path} element={<CreateMerchantRoute />} />
    <Route path={paths.merchant.success.path} element={<CreateMerchantSuccessRoute />} />
    <Route path={paths.merchant.partnerForm.path} element={<CreateMerchantRoute />} />
  </>
);
