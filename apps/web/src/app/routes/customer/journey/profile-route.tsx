import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/profile/api/get-user';
import { ConsentWithdrawSection } from '@/features/profile/components/consent-withdraw-section';
import { EmailVerificationSection } from '@/features/profile/components/email-verification-section';
import { usePartnerHref } from '@/lib/partner-name';
import { JourneyPage } from './journey-page';
import { useSignedIn } from './use-journey';
import '@/components/ui/form-controls.css';

/**
 * The customer's own page: what is on record (PAN masked, spec 3) and the consents they can
 * withdraw (DPDP: as easy as giving them).
 */
export function ProfileRoute() {
  const { t } = useTranslation('journey');
  const partnerHref = usePartnerHref();
  const session = useSignedIn();
  const userId = session?.user.userId ?? null;
  const user = useUser(userId);
  if (userId === null || user.isPending) return <CenteredSpinner />;
  const record = user.data;
  const rows: [string, string | null | undefined][] = [
    [t('profile.name'), [record?.firstName, record?.lastName].filter(Boolean).join(' ')],
    [t('profile.mobile'), record?.phoneNumber ? `+${record.phoneCode} ${record.phoneNumber}` : null],
    [t('profile.email'), record?.email],
    [t('profile.pan'), record?.pan],
  ];

  return (
    <JourneyPage title={t('profile.title')}>
      <div className="jp-profile">
        <div className="jp-profile__rows">
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <div key={label} className="jp-profile__row">
                <p>{label}</p>
                <p>{value}</p>
              </div>
            ))}
          <div className="jp-profile__actions">
            <Link
              className="cl-btn cl-btn--outlined cl-btn--primary"
              to={partnerHref(paths.customer.userDetail.getHref())}
            >
              {t('profile.edit')}
            </Link>
            <Link
              className="cl-btn cl-btn--outlined cl-btn--primary"
              to={partnerHref(paths.customer.language.getHref())}
            >
              {t('profile.language')}
            </Link>
          </div>
        </div>
        <EmailVerificationSection userId={userId} user={record} />
        <ConsentWithdrawSection userId={userId} user={record} />
      </div>
    </JourneyPage>
  );
}
