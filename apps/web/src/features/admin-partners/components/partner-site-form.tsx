import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { hostNameField, msg, partnerBrandingBody, type AdminPartnerRow } from '@cl/contracts';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notify } from '@/lib/toast';
import { useUpdatePartnerSite } from '../api/update-partner-site';

/** Host names typed one per line (or separated by commas or spaces). */
export function splitHosts(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

const fontSource = partnerBrandingBody.shape.font_source;
const siteForm = partnerBrandingBody.extend({
  // Blank is "no stylesheet"; anything else follows the API's own rule (https only), so an
  // http:// link is a field error here rather than a refused request.
  font_source: z
    .string()
    .trim()
    .refine((text) => text === '' || fontSource.safeParse(text).success, msg('httpsUrlInvalid')),
  title: z.string().trim().max(80, msg('tooLong')),
  hosts: z
    .string()
    .refine(
      (text) => splitHosts(text).every((host) => hostNameField.safeParse(host).success),
      msg('hostInvalid'),
    )
    .refine((text) => splitHosts(text).length <= 10, msg('tooMany')),
});
type SiteForm = z.input<typeof siteForm>;

const valuesOf = (p: AdminPartnerRow): SiteForm => ({
  logo: p.logo,
  font_family: p.fontFamily,
  font_source: p.fontSource ?? '',
  primary_color: p.primaryColor,
  secondary_color: p.secondaryColor,
  title: p.title ?? '',
  tanc_apply: p.tancApply,
  hosts: p.hosts.join('\n'),
});

interface PartnerSiteFormProps {
  partner: AdminPartnerRow;
  /** Uploads a logo image through the file storage and answers its address. */
  uploadLogo: (file: File) => Promise<string>;
  uploading: boolean;
}

/**
 * Issue 6: the partner's white-label brand (spec 3 Partner branding entry: logo, font, colours,
 * title, tancApply) and the host names that open its site. Saved together, in one request: a
 * refused host keeps nothing (issue 15).
 */
export function PartnerSiteForm({ partner, uploadLogo, uploading }: PartnerSiteFormProps) {
  const { t } = useTranslation('admin');
  const save = useUpdatePartnerSite();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<SiteForm, unknown, z.output<typeof siteForm>>({
    resolver: zodResolver(siteForm),
    defaultValues: valuesOf(partner),
    mode: 'onTouched',
  });
  const c = form.control;
  const logo = useWatch({ control: c, name: 'logo' });
  const submit = form.handleSubmit(({ hosts, font_source, title, ...branding }) => {
    save.mutate(
      {
        partnerId: partner.id,
        site: {
          ...branding,
          font_source: font_source || null,
          title: title || null,
          hosts: splitHosts(hosts),
        },
      },
      {
        onSuccess: (answer) => {
          notify('success', t('partners.site.saved'));
          form.reset(valuesOf(answer.data));
        },
        // 'hosts.2' (one host) and 'hosts' (taken by another partner) both belong to the hosts box.
        onError: (error) => {
          showServerFieldErrors(form, error, (field) => field.replace(/\..*$/, ''));
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('partners.site.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box
            component="img"
            src={logo}
            alt={t('partners.site.logoAlt')}
            sx={{ height: 48, maxWidth: 180 }}
          />
          <Button variant="outlined" disabled={uploading} onClick={() => fileInput.current?.click()}>
            {t('partners.site.uploadLogo')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            aria-label={t('partners.site.uploadLogo')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              uploadLogo(file).then(
                (address) => {
                  form.setValue('logo', address, { shouldDirty: true, shouldValidate: true });
                },
                () => undefined, // the upload's own toast says why
              );
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('partners.site.logoHint')}
          </Typography>
        </Box>
        <FormTextField control={c} name="primary_color" label={t('partners.site.primaryColor')} required />
        <FormTextField
          control={c}
          name="secondary_color"
          label={t('partners.site.secondaryColor')}
          required
        />
        <FormTextField control={c} name="font_family" label={t('partners.site.fontFamily')} required />
        <FormTextField
          control={c}
          name="font_source"
          label={t('partners.site.fontSource')}
          helperText={t('partners.site.fontSourceHint')}
        />
        <FormTextField control={c} name="title" label={t('partners.site.siteTitle')} />
        <FormSwitchField control={c} name="tanc_apply" label={t('partners.site.tancApply')} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={c}
            name="hosts"
            label={t('partners.site.hosts')}
            helperText={t('partners.site.hostsHint')}
            multiline
            minRows={2}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || uploading}
          sx={{ gridColumn: '1 / -1', justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {t('partners.site.save')}
        </Button>
      </Box>
    </Paper>
  );
}
