import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormCheckboxField } from './fields/form-checkbox-field';
import type { ConsentValues } from '../utils/form-schemas';

const PURPOSES = ['eligibility', 'application', 'records'] as const;

/**
 * DPDP Act 2023 / Rules 2025: an itemised, plain-language notice per purpose, with a consent for
 * each, none ticked beforehand (RBI DLD: no dark patterns). Only the use of the details to find
 * and apply for offers is needed to go on; SMS and email offers are optional and separate.
 * Withdrawal is on the profile page. Used inside a FormProvider.
 */
export function ConsentFields({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation('profile');
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ fontWeight: 700, p: 0 }}>
        {t('consent.title')}
      </Typography>
      <Typography variant="body2">{t('consent.intro')}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 0 }}>
        {PURPOSES.map((purpose) => (
          <Typography key={purpose} component="li" variant="body2">
            {t(`consent.purposes.${purpose}`)}
          </Typography>
        ))}
      </Stack>
      <FormCheckboxField<ConsentValues>
        name="consent_data_processing"
        kind="boolean"
        label={<Typography variant="body2">{t('consent.dataProcessing')}</Typography>}
      />
      <FormCheckboxField<ConsentValues>
        name="allow_sms"
        kind="flag"
        label={<Typography variant="body2">{t('consent.sms')}</Typography>}
      />
      <FormCheckboxField<ConsentValues>
        name="allow_emails"
        kind="flag"
        label={<Typography variant="body2">{t('consent.email')}</Typography>}
      />
      <Typography variant="body2" color="text.secondary">
        {t('consent.withdraw')}{' '}
        <Link component={RouterLink} to={privacyHref}>
          {t('consent.privacyLink')}
        </Link>
      </Typography>
    </Stack>
  );
}
