import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createPartnerBody, fromFormText, hostNameField, msg, partnerUserInput } from '@cl/contracts';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormTextField } from '@/components/ui/form-text-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useCreatePartner } from '../api/create-partner';
import { splitHosts } from './partner-site-form';

const blankIsNull = (value: unknown) => fromFormText(value) ?? null;

/** The dialog's boxes, checked with the API's own rules (issue 15). */
const onboardForm = z.object({
  key: createPartnerBody.shape.key,
  display_name: createPartnerBody.shape.display_name,
  hosts: z
    .string()
    .refine(
      (text) => splitHosts(text).every((host) => hostNameField.safeParse(host).success),
      msg('hostInvalid'),
    )
    .refine((text) => splitHosts(text).length <= 10, msg('tooMany')),
  revenue_percent: z.preprocess(blankIsNull, createPartnerBody.shape.revenue_percent),
  revenue_flat_fee: z.preprocess(blankIsNull, createPartnerBody.shape.revenue_flat_fee),
  owner_name: partnerUserInput.shape.name,
  owner_mobile: partnerUserInput.shape.mobile,
});
type OnboardForm = z.input<typeof onboardForm>;

const empty: OnboardForm = {
  key: '',
  display_name: '',
  hosts: '',
  revenue_percent: '',
  revenue_flat_fee: '',
  owner_name: '',
  owner_mobile: '',
};

/** The server names nested fields ('owner.mobile', 'hosts.0'); the dialog's boxes are flat. */
const boxOf = (field: string): string => field.replace(/^owner\./, 'owner_').replace(/\..*$/, '');

interface OnboardPartnerDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (partnerId: number) => void;
}

/**
 * Issue 15: a new partner with its key, brand name, site hosts, revenue terms and owner, saved
 * whole: a refused key, host or mobile shows under its box and nothing is created.
 */
export function OnboardPartnerDialog({ open, onClose, onCreated }: OnboardPartnerDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreatePartner();
  const form = useForm<OnboardForm, unknown, z.output<typeof onboardForm>>({
    resolver: zodResolver(onboardForm),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const c = form.control;
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    create.mutate(
      {
        key: values.key,
        display_name: values.display_name,
        hosts: splitHosts(values.hosts),
        revenue_percent: values.revenue_percent,
        revenue_flat_fee: values.revenue_flat_fee,
        owner: { name: values.owner_name, mobile: values.owner_mobile },
      },
      {
        onSuccess: (answer) => {
          form.reset(empty);
          onCreated(answer.data.id);
        },
        onError: (error) => {
          showServerFieldErrors(form, error, boxOf);
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={t('onboarding.partner.addTitle')}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t('onboarding.partner.create')}
      cancelLabel={t('onboarding.partner.cancel')}
    >
      <Box sx={{ pt: 1, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={c}
          name="key"
          label={t('onboarding.partner.key')}
          helperText={t('onboarding.partner.keyHint')}
          required
          autoFocus
        />
        <FormTextField control={c} name="display_name" label={t('onboarding.partner.displayName')} required />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={c}
            name="hosts"
            label={t('onboarding.partner.hosts')}
            helperText={t('partners.site.hostsHint')}
            multiline
            minRows={2}
          />
        </Box>
        <FormTextField
          control={c}
          name="revenue_percent"
          label={t('onboarding.partner.revenuePercent')}
          inputMode="decimal"
        />
        <FormTextField
          control={c}
          name="revenue_flat_fee"
          label={t('onboarding.partner.revenueFlatFee')}
          inputMode="decimal"
        />
        <FormTextField control={c} name="owner_name" label={t('onboarding.partner.ownerName')} required />
        <FormTextField
          control={c}
          name="owner_mobile"
          label={t('onboarding.partner.ownerMobile')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          required
        />
      </Box>
    </FormDialog>
  );
}
