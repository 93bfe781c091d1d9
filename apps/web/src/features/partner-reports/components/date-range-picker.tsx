import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_PRESETS, todayInIndia, type CalendarDate } from '@cl/contracts';
import { formatDay } from '@/lib/date-format';
import { dateRangeProblem, resolvedRange, todayIso, type DateRangeValue } from '../utils/date-range';

interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Injected by tests; the Indian calendar day otherwise. */
  today?: CalendarDate;
}

/**
 * spec 3 / spec 9 report presets: yesterday, last 7 days, last 30 days (all ending yesterday) or a
 * custom range. Native date inputs: the phone's own date picker is the easiest on a small screen.
 */
export function DateRangePicker({ value, onChange, today = todayInIndia() }: DateRangePickerProps) {
  const { t, i18n } = useTranslation('partner');
  const id = useId();
  const problem = dateRangeProblem(value, today);
  const range = problem ? null : resolvedRange(value, today);
  const max = todayIso(today);

  const dateField = (field: 'from' | 'to') => (
    <FormControl size="small" error={problem !== null && problem !== 'tooLong'} sx={{ minWidth: 160 }}>
      <InputLabel htmlFor={`${id}-${field}`} shrink>
        {t(`dateRange.${field}`)}
      </InputLabel>
      <OutlinedInput
        id={`${id}-${field}`}
        type="date"
        notched
        label={t(`dateRange.${field}`)}
        value={value[field]}
        inputProps={{ max, 'aria-describedby': `${id}-help` }}
        onChange={(event) => {
          onChange({ ...value, [field]: event.target.value });
        }}
      />
    </FormControl>
  );

  return (
    <Stack spacing={1.5}>
      <Box role="group" aria-label={t('dateRange.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {REPORT_PRESETS.map((preset) => {
          const pressed = preset === value.preset;
          return (
            <Button
              key={preset}
              size="small"
              aria-pressed={pressed}
              variant={pressed ? 'contained' : 'outlined'}
              color={pressed ? 'primary' : 'inherit'}
              sx={{ borderColor: 'divider' }}
              onClick={() => {
                if (!pressed) onChange({ ...value, preset });
              }}
            >
              {t(`dateRange.presets.${preset}`)}
            </Button>
          );
        })}
      </Box>
      {value.preset === 'custom_range' && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
          {dateField('from')}
          {dateField('to')}
        </Stack>
      )}
      {problem ? (
        <FormHelperText id={`${id}-help`} error role="alert">
          {t(`dateRange.problems.${problem}`)}
        </FormHelperText>
      ) : (
        range && (
          <Typography id={`${id}-help`} variant="body2" color="text.secondary">
            {t('dateRange.showing', {
              from: formatDay(range.from, i18n.language),
              to: formatDay(range.to, i18n.language),
            })}
          </Typography>
        )
      )}
    </Stack>
  );
}
