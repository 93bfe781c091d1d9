import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { vehicleLoanRange, type UserRecord, type VehicleProduct } from '@cl/contracts';
import { ConsentFields } from './consent-fields';
import { EmailVerificationSection } from './email-verification-section';
import { IdentityFields } from './identity-fields';
import { LoanAmountSection } from './loan-amount-field';
import { AdditionalInfoFields, AddressFields, WorkFields } from './personal-fields';
import { VehicleFields } from './product-loan-fields';
import { ProfileFormShell } from './profile-form-shell';
import { useProfileForm } from '../hooks/use-profile-form';
import { personalBody } from '../utils/form-schemas';
import { vehicleForm, type VehicleFormInput, type VehicleFormValues } from '../utils/product-form-schemas';
import { vehicleDefaults } from '../utils/profile-defaults';

interface VehicleLoanFormProps {
  product: VehicleProduct;
  userId: number;
  user: UserRecord | undefined;
  privacyHref: string;
  onSaved: (record: UserRecord) => void;
}

/**
 * /user/user-detail for Two Wheeler and Car Loans (issue 13): the personal profile, new or used
 * and the on-road price, and an amount up to the lenders' share of that price; saved as form
 * 'two_wheeler' or 'car' with its own amount.
 */
export function VehicleLoanForm({ product, userId, user, privacyHref, onSaved }: VehicleLoanFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => vehicleForm(product), [product]);
  const { form, submit, saving } = useProfileForm<VehicleFormInput, VehicleFormValues>({
    userId,
    resolver: zodResolver(schema),
    defaultValues: vehicleDefaults(user, product),
    toBody: (values) => ({ ...personalBody(values), form: product }),
    onSaved,
    shouldUnregister: true,
  });
  const range = vehicleLoanRange(product);

  return (
    <FormProvider {...form}>
      <ProfileFormShell onSubmit={(event) => void submit(event)} saving={saving}>
        <IdentityFields />
        <EmailVerificationSection userId={userId} user={user} />
        <VehicleFields product={product} />
        <AddressFields />
        <WorkFields />
        <LoanAmountSection min={range.min} max={range.max} note={t('fields.vehicleLtvHint')} />
        <AdditionalInfoFields />
        <ConsentFields privacyHref={privacyHref} />
      </ProfileFormShell>
    </FormProvider>
  );
}
