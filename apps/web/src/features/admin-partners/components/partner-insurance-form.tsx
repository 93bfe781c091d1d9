import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  siteInsurancePartnerBody,
  type AdminPartnerRow,
  type InsurancePartner,
  type SiteInsurancePartnerBody,
} from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notify } from '@/lib/toast';
import { useUpdatePartnerInsurance } from '../api/update-partner-insurance';

const valuesOf = (insurance: InsurancePartner | null): SiteInsurancePartnerBody => ({
  name: insurance?.name ?? '',
  url: insurance?.url ?? '',
  licence: insurance?.licence ?? '',
});

/**
 * Issue 13, REGULATION.md Insurance: the licensed partner this white-label site hands insurance
 * customers to. All three fields or none (none: the marketplace's default partner); the contracts'
 * schema names each missing or wrong field, here and on the server.
 */
export function PartnerInsuranceForm({ partner }: { partner: AdminPartnerRow }) {
  const { t } = useTranslation('admin');
  const save = useUpdatePartnerInsurance();
  const form = useForm<SiteInsurancePartnerBody>({
    resolver: zodResolver(siteInsurancePartnerBody),
    defaultValues: valuesOf(partner.insurance),
    mode: 'onTouched',
  });
  const c = form.control;
  const submit = form.handleSubmit((body) => {
    save.mutate(
      { partnerId: partner.id, ...body },
      {
        onSuccess: (answer) => {
          const stored = answer.data.insurance;
          notify('success', t(stored ? 'partners.insurance.saved' : 'partners.insurance.cleared'));
          form.reset(valuesOf(stored));
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('partners.insurance.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('partners.insurance.intro')}
      </Typography>
      <Alert severity={partner.insurance ? 'success' : 'info'} sx={{ mb: 2 }}>
        {partner.insurance
          ? t('partners.insurance.current', {
              name: partner.insurance.name,
              licence: partner.insurance.licence,
            })
          : t('partners.insurance.usingDefault')}
      </Alert>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={c} name="name" label={t('partners.insurance.name')} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={c}
            name="url"
            label={t('partners.insurance.url')}
            helperText={t('partners.insurance.urlHint')}
          />
        </Box>
        <FormTextField
          control={c}
          name="licence"
          label={t('partners.insurance.licence')}
          helperText={t('partners.insurance.licenceHint')}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ gridColumn: '1 / -1', justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {t('partners.insurance.save')}
        </Button>
      </Box>
    </Paper>
  );
}
