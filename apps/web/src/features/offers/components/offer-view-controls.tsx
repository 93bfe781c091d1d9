import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import {
  HANDOFF_FILTERS,
  MAX_APR_CHOICES,
  MIN_AMOUNT_CHOICES,
  OFFER_SORTS,
  type OfferView,
} from '../utils/offer-view';

interface OfferViewControlsProps {
  view: OfferView;
  /** The one choice the customer changed; the rest of the view is read afresh from the URL. */
  onChange: (change: Partial<OfferView>) => void;
}

const ANY = '';
const numberOrNull = (value: string) => (value === ANY ? null : Number(value));

/**
 * The customer's sort and filters (issue 13). Native selects: a phone shows its own picker. The
 * published ranking is the first choice and the default, named as such (RBI DLD 2025).
 */
export function OfferViewControls({ view, onChange }: OfferViewControlsProps) {
  const { t } = useTranslation('offers');
  // "Any" is an empty value: the label stays above it rather than over it.
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      role="group"
      aria-label={t('view.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1.4fr' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        '& > :last-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <TextField
        select
        size="small"
        label={t('view.sort')}
        value={view.sort}
        slotProps={native}
        onChange={(event) => {
          const sort = OFFER_SORTS.find((s) => s === event.target.value) ?? 'ranking';
          onChange({ sort });
        }}
      >
        {OFFER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`view.sorts.${sort}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('view.maxApr')}
        value={view.maxApr === null ? ANY : String(view.maxApr)}
        slotProps={native}
        onChange={(event) => {
          onChange({ maxApr: numberOrNull(event.target.value) });
        }}
      >
        <option value={ANY}>{t('view.any')}</option>
        {MAX_APR_CHOICES.map((apr) => (
          <option key={apr} value={apr}>
            {t('view.maxAprValue', { apr })}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('view.minAmount')}
        value={view.minAmount === null ? ANY : String(view.minAmount)}
        slotProps={native}
        onChange={(event) => {
          onChange({ minAmount: numberOrNull(event.target.value) });
        }}
      >
        <option value={ANY}>{t('view.any')}</option>
        {MIN_AMOUNT_CHOICES.map((amount) => (
          <option key={amount} value={amount}>
            {formatMoney(amount)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('view.journey')}
        value={view.handoff ?? ANY}
        slotProps={native}
        onChange={(event) => {
          const handoff = HANDOFF_FILTERS.find((h) => h === event.target.value) ?? null;
          onChange({ handoff });
        }}
      >
        <option value={ANY}>{t('view.any')}</option>
        {HANDOFF_FILTERS.map((handoff) => (
          <option key={handoff} value={handoff}>
            {t(`view.journeys.${handoff}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
