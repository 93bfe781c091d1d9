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
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { useInsurancePartner } from '../api/get-insurance-partner';
import { useStartInsuranceHandoff } from '../api/start-insurance-handoff';
import { PageHeading } from '@/components/ui/page-heading';

/**
 * /user/insurance/transaction. Comparing policies needs an IRDAI web-aggregator licence, so the
 * marketplace does not compare or sell insurance: it hands the customer to the site's licensed
 * partner and says who it is (REGULATION.md, Insurance; issue 13). Going on needs an explicit,
 * unticked-by-default consent, which the server records in the consent ledger before answering
 * the partner's address.
 */
export function InsuranceHandoff({ companyName }: { companyName: string }) {
  const { t } = useTranslation('offers');
  const [agreed, setAgreed] = useState(false);
  const partner = useInsurancePartner();
  const handoff = useStartInsuranceHandoff();
  if (partner.isPending) return <CenteredSpinner />;
  const found = partner.data ?? null;

  return (
    <Stack spacing={3}>
      <PageHeading>{t('insurance.title')}</PageHeading>
      <Alert severity="info">
        <AlertTitle>{t('insurance.licensedTitle')}</AlertTitle>
        {found
          ? t('insurance.partnerBody', { company: companyName, partner: found.name, licence: found.licence })
          : t('insurance.licensedBody', { company: companyName })}
      </Alert>
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        <Typography component="li">{t('insurance.points.partner')}</Typography>
        <Typography component="li">{t('insurance.points.data')}</Typography>
        <Typography component="li">{t('insurance.points.free', { company: companyName })}</Typography>
      </Stack>
      {found ? (
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
            label={t('insurance.consentNamed', { partner: found.name })}
          />
          {handoff.data ? (
            <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <span>{t('insurance.handedOff', { partner: handoff.data.partner.name })}</span>
                <Button
                  component="a"
                  href={handoff.data.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  endIcon={<OpenInNew />}
                >
                  {t('insurance.continue')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Button
              disabled={!agreed || handoff.isPending}
              variant="contained"
              size="large"
              onClick={() => {
                handoff.mutate();
              }}
            >
              {t('insurance.agree')}
            </Button>
          )}
        </Stack>
      ) : (
        <Alert severity="warning">{t('insurance.notYet')}</Alert>
      )}
    </Stack>
  );
}
