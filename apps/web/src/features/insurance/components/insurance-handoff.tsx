import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface InsuranceHandoffProps {
  companyName: string;
  /** The licensed partner's address; null while none is configured (nothing is sent then). */
  partnerUrl: string | null;
}

/**
 * /user/insurance/transaction. Comparing policies needs an IRDAI web-aggregator licence, so the
 * marketplace does not compare or sell insurance: it hands the customer to a licensed partner and
 * says so (REGULATION.md, Insurance). Going on needs an explicit, unticked-by-default consent.
 */
export function InsuranceHandoff({ companyName, partnerUrl }: InsuranceHandoffProps) {
  const { t } = useTranslation('offers');
  const [agreed, setAgreed] = useState(false);
  return (
    <Stack spacing={3}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}
      >
        {t('insurance.title')}
      </Typography>
      <Alert severity="info">
        <AlertTitle>{t('insurance.licensedTitle')}</AlertTitle>
        {t('insurance.licensedBody', { company: companyName })}
      </Alert>
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        <Typography component="li">{t('insurance.points.partner')}</Typography>
        <Typography component="li">{t('insurance.points.data')}</Typography>
        <Typography component="li">{t('insurance.points.free', { company: companyName })}</Typography>
      </Stack>
      {partnerUrl ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                checked={agreed}
                onChange={(event) => {
                  setAgreed(event.target.checked);
                }}
                sx={{ mt: -1 }}
              />
            }
            label={t('insurance.consent')}
          />
          <Button
            component="a"
            href={agreed ? partnerUrl : undefined}
            disabled={!agreed}
            variant="contained"
            size="large"
            endIcon={<OpenInNew />}
            rel="noopener noreferrer"
          >
            {t('insurance.continue')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="warning">{t('insurance.notYet')}</Alert>
      )}
    </Stack>
  );
}
