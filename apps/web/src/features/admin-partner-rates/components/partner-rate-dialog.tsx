import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { birthDateToIso, partnerRateBody, todayInIndia } from '@cl/contracts';
import { FormDialog } from '@/components/ui/form-dialog';
import { formatLedgerPaise } from '@/lib/format';
import { useValidationText } from '@/lib/validation-text';
import { usePartnerRates } from '../api/get-partner-rates';
import { useSetPartnerRate } from '../api/set-partner-rate';

interface PartnerRateDialogProps {
  partnerId: number;
  partnerName: string;
  onSaved: () => void;
  onClose: () => void;
}

type Field = 'revenue_percent' | 'revenue_flat_fee' | 'effective_from';

/**
 * Issue 15: a partner's revenue terms change from a day on (today in India unless chosen);
 * the history below shows every rate and when it started. Earlier disbursals keep their rate.
 */
export function PartnerRateDialog({ partnerId, partnerName, onSaved, onClose }: PartnerRateDialogProps) {
  const { t } = useTranslation('admin');
  const validationText = useValidationText();
  const rates = usePartnerRates(partnerId);
  const save = useSetPartnerRate();
  const current = rates.data?.[0];
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    revenue_percent: '',
    revenue_flat_fee: '',
    effective_from: birthDateToIso(todayInIndia()),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const value = (field: Field) =>
    values[field] !== '' || !current
      ? values[field]
      : field === 'revenue_percent'
        ? String(current.percentMilli / 1000)
        : field === 'revenue_flat_fee'
          ? String(current.flatPaise / 100)
          : values[field];
  const onSubmit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    const parsed = partnerRateBody.safeParse({
      revenue_percent: Number(value('revenue_percent')),
      revenue_flat_fee: Number(value('revenue_flat_fee')),
      effective_from: value('effective_from'),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (name === 'revenue_percent' || name === 'revenue_flat_fee' || name === 'effective_from')
          next[name] = validationText(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await save.mutateAsync({ partnerId, ...parsed.data }).then(onSaved, () => undefined);
  };
  const field = (name: Field, type: 'text' | 'date') => (
    <TextField
      label={t(`partnerRates.fields.${name}`)}
      type={type}
      value={value(name)}
      onChange={(event) => {
        setValues((v) => ({ ...v, [name]: event.target.value }));
      }}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? (name === 'effective_from' ? t('partnerRates.effectiveHelp') : undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: type === 'text' ? { inputMode: 'decimal' } : {} }}
      fullWidth
    />
  );
  return (
    <FormDialog
      open
      title={t('partnerRates.title', { name: partnerName })}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={t('partnerRates.save')}
      cancelLabel={t('partnerRates.cancel')}
    >
      {field('revenue_percent', 'text')}
      {field('revenue_flat_fee', 'text')}
      {field('effective_from', 'date')}
      <Typography variant="subtitle2" component="h3">
        {t('partnerRates.history')}
      </Typography>
      <Table size="small" aria-label={t('partnerRates.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('partnerRates.fields.effective_from')}</TableCell>
            <TableCell align="right">{t('partnerRates.fields.revenue_percent')}</TableCell>
            <TableCell align="right">{t('partnerRates.fields.revenue_flat_fee')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rates.data ?? []).map((rate) => (
            <TableRow key={rate.id}>
              <TableCell>{rate.effectiveFrom}</TableCell>
              <TableCell align="right">{`${String(rate.percentMilli / 1000)}%`}</TableCell>
              <TableCell align="right">{formatLedgerPaise(rate.flatPaise)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FormDialog>
  );
}
