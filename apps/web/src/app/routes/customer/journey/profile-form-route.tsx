import { useTranslation } from 'react-i18next';
import { lenderProductOf, type UserRecord } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useOptionLists } from '@/features/profile/api/get-option-lists';
import { useUser } from '@/features/profile/api/get-user';
import { BusinessProfileForm } from '@/features/profile/components/business-profile-form';
import { GoldLoanForm } from '@/features/profile/components/gold-loan-form';
import { HousingLoanForm } from '@/features/profile/components/housing-loan-form';
import { PersonalProfileForm } from '@/features/profile/components/personal-profile-form';
import { StudentLoanForm } from '@/features/profile/components/student-loan-form';
import { VehicleLoanForm } from '@/features/profile/components/vehicle-loan-form';
import { readProductType } from '@/features/journey/utils/product-cookies';
import { usePartnerHref } from '@/lib/partner-name';
import { JourneyPage } from './journey-page';
import { useContinueJourney, useSignedIn } from './use-journey';

export type ProfileFormKind = 'personal' | 'additional' | 'business' | 'gold' | 'housing';

/**
 * The personal family's form for the chosen product (issue 13): student, two-wheeler and car
 * loans ask their own questions on /user/user-detail; any other product gets the personal form.
 */
function personalFamilyForm(): 'personal' | 'student' | 'two_wheeler' | 'car' {
  const chosen = readProductType();
  const product = chosen ? lenderProductOf(chosen) : null;
  return product === 'student' || product === 'two_wheeler' || product === 'car' ? product : 'personal';
}

/**
 * spec 2 profile pages: /user/user-detail (personal loans), /user/additional-info (the same form,
 * optional extras first), /user/business-detail, /user/user-detail/gold-loan and
 * /user/user-detail/affordable-housing-loan. Saved, the customer goes where spec 4 sends them.
 */
export function ProfileFormRoute({ kind }: { kind: ProfileFormKind }) {
  const { t } = useTranslation('journey');
  const partnerHref = usePartnerHref();
  const session = useSignedIn();
  const userId = session?.user.userId ?? null;
  const user = useUser(userId);
  useOptionLists(); // issue 16: beside the user record, not after it
  const continueJourney = useContinueJourney();

  if (userId === null || user.isPending) return <CenteredSpinner />;
  const shown = kind === 'personal' ? personalFamilyForm() : kind;
  const props = {
    userId,
    user: user.data,
    privacyHref: partnerHref(paths.customer.privacyPolicy.getHref()),
    onSaved: (_record: UserRecord) => {
      void continueJourney();
    },
  };
  return (
    <JourneyPage title={t(`forms.${shown}.title`)} subtitle={t(`forms.${shown}.subtitle`)}>
      {shown === 'personal' && <PersonalProfileForm {...props} />}
      {shown === 'student' && <StudentLoanForm {...props} />}
      {(shown === 'two_wheeler' || shown === 'car') && <VehicleLoanForm product={shown} {...props} />}
      {kind === 'additional' && <PersonalProfileForm {...props} additionalFirst />}
      {kind === 'business' && <BusinessProfileForm {...props} />}
      {kind === 'gold' && <GoldLoanForm {...props} />}
      {kind === 'housing' && <HousingLoanForm {...props} />}
    </JourneyPage>
  );
}
