import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/ui/checkbox-field';
import type { ConsentValues } from '../utils/form-schemas';
import './profile.css';

const PURPOSES = ['eligibility', 'application', 'records'] as const;

/**
 * DPDP Act 2023 / Rules 2025: an itemised, plain-language notice per purpose, with a consent for
 * each, none ticked beforehand (RBI DLD: no dark patterns). Only the use of the details to find
 * and apply for offers is needed to go on; SMS and email offers are optional and separate.
 * Withdrawal is on the profile page. Used inside a FormProvider.
 */
export function ConsentFields({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation('profile');
  const consent = (text: string) => <span className="cl-body2">{text}</span>;
  return (
    <fieldset className="pf-section pf-consent">
      <legend className="pf-section__title">{t('consent.title')}</legend>
      <p className="cl-body2">{t('consent.intro')}</p>
      <ul className="pf-consent__purposes">
        {PURPOSES.map((purpose) => (
          <li key={purpose} className="cl-body2">
            {t(`consent.purposes.${purpose}`)}
          </li>
        ))}
      </ul>
      <CheckboxField<ConsentValues>
        name="consent_data_processing"
        kind="boolean"
        label={consent(t('consent.dataProcessing'))}
      />
      <CheckboxField<ConsentValues> name="allow_sms" kind="flag" label={consent(t('consent.sms'))} />
      <CheckboxField<ConsentValues> name="allow_emails" kind="flag" label={consent(t('consent.email'))} />
      <p className="cl-body2">
        {t('consent.withdraw')}{' '}
        <Link className="cl-link" to={privacyHref}>
          {t('consent.privacyLink')}
        </Link>
      </p>
    </fieldset>
  );
}
