import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { IdentityCheckForm } from '@/features/profile/components/identity-check-form';
import { JourneyPage } from './journey-page';
import { useContinueJourney, useSignedIn } from './use-journey';

/**
 * spec 2 /user/welcome-back and /user/business-welcome-back: a returning customer confirms the
 * registered PAN and birth date, then goes on to offers (/user/offers or /user/business-offers,
 * per spec 4).
 */
export function WelcomeBackRoute({ kind }: { kind: 'personal' | 'business' }) {
  const { t } = useTranslation('journey');
  const session = useSignedIn();
  const continueJourney = useContinueJourney();
  if (!session) return <CenteredSpinner />;
  const name = session.user.firstName;
  return (
    <JourneyPage
      title={name ? t('welcomeBack.titleNamed', { name }) : t('welcomeBack.title')}
      subtitle={t(kind === 'business' ? 'welcomeBack.subtitleBusiness' : 'welcomeBack.subtitle')}
      width={520}
    >
      <IdentityCheckForm
        userId={session.user.userId}
        onConfirmed={() => {
          void continueJourney();
        }}
      />
    </JourneyPage>
  );
}
