import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LenderDto } from '@cl/contracts';
import { ApiError } from '@/lib/api-error';
import { useValidationText } from '@/lib/validation-text';
import { useSaveLenderSetup } from '../api/save-lender-setup';
import { useSetupLabels } from '../hooks/use-setup-labels';
import {
  checkSetupForm,
  toFormValue,
  type SetupFieldSpec,
  type SetupFormValues,
} from '../utils/lender-setup-fields';
import { LenderSection } from './lender-section';
import { LenderSetupField } from './lender-setup-field';

interface LenderSetupFormProps {
  lender: LenderDto;
  title: string;
  fields: readonly SetupFieldSpec[];
  hint?: string;
}

const valuesOf = (lender: LenderDto, fields: readonly SetupFieldSpec[]): SetupFormValues =>
  Object.fromEntries(fields.map((spec) => [spec.name, toFormValue(lender, spec)]));

/**
 * Issue 15: a section of the lender page saved with one button, whole or not at all. Errors show
 * under their fields; a refusal naming fields of other sections (switching on a lender that lacks
 * them) lists them here, so the admin knows what to fill.
 */
export function LenderSetupForm({ lender, title, fields, hint }: LenderSetupFormProps) {
  const { t } = useTranslation('admin');
  const labels = useSetupLabels();
  const labelOf = new Map<string, string>(Object.entries(labels));
  const validationText = useValidationText();
  const save = useSaveLenderSetup();
  const [elsewhere, setElsewhere] = useState<[string, string][]>([]);
  const form = useForm<SetupFormValues>({ values: valuesOf(lender, fields) });
  const names = new Set<string>(fields.map((spec) => spec.name));

  const submit = form.handleSubmit((values) => {
    setElsewhere([]);
    const check = checkSetupForm(fields, values);
    if (!check.ok) {
      for (const [name, message] of Object.entries(check.errors)) form.setError(name, { message });
      return;
    }
    save.mutate(
      { lenderId: lender.lender_id, changes: check.changes },
      {
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          const other: [string, string][] = [];
          for (const [field, message] of Object.entries(error.fields)) {
            const name = field.replace(/\..*$/, '');
            if (names.has(name)) form.setError(name, { type: 'server', message });
            else other.push([labelOf.get(name) ?? name, message]);
          }
          setElsewhere(other);
        },
      },
    );
  });

  return (
    <LenderSection title={title}>
      <Box
        component="form"
        noValidate
        aria-label={title}
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'contents' }}
      >
        {hint && (
          <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
            {hint}
          </Alert>
        )}
        {fields.map((spec) => (
          <LenderSetupField
            key={spec.name}
            spec={spec}
            label={labelOf.get(spec.name) ?? spec.name}
            control={form.control}
          />
        ))}
        {elsewhere.length > 0 && (
          <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
            {t('onboarding.lender.missing')}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {elsewhere.map(([label, message]) => (
                <li key={label}>
                  {label}: {validationText(message)}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('onboarding.lender.save')}
          </Button>
        </Box>
      </Box>
    </LenderSection>
  );
}
