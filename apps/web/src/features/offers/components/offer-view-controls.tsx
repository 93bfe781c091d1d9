import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import {
  HANDOFF_FILTERS,
  MAX_APR_CHOICES,
  MIN_AMOUNT_CHOICES,
  OFFER_SORTS,
  type OfferView,
} from '../utils/offer-view';
import { NativeSelect } from '@/components/ui/native-select';
import { OutlinedField } from '@/components/ui/outlined-field';
import './offer-list.css';

interface OfferViewControlsProps {
  view: OfferView;
  /** The one choice the customer changed; the rest of the view is read afresh from the URL. */
  onChange: (change: Partial<OfferView>) => void;
}

const ANY = '';
const numberOrNull = (value: string) => (value === ANY ? null : Number(value));

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A native select in the outlined field's frame, its label always above ("Any" is an empty value). */
function ViewSelect({ label, value, onChange, children }: SelectProps) {
  const id = useId();
  return (
    <OutlinedField id={id} label={label} shrink small className="offer-select">
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {children}
      </NativeSelect>
    </OutlinedField>
  );
}

/**
 * The customer's sort and filters (issue 13). Native selects: a phone shows its own picker. The
 * published ranking is the first choice and the default, named as such (RBI DLD 2025).
 */
export function OfferViewControls({ view, onChange }: OfferViewControlsProps) {
  const { t } = useTranslation('offers');
  return (
    <div role="group" aria-label={t('view.label')} className="offer-view">
      <ViewSelect
        label={t('view.sort')}
        value={view.sort}
        onChange={(value) => {
          onChange({ sort: OFFER_SORTS.find((s) => s === value) ?? 'ranking' });
        }}
      >
        {OFFER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`view.sorts.${sort}`)}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect
        label={t('view.maxApr')}
        value={view.maxApr === null ? ANY : String(view.maxApr)}
        onChange={(value) => {
          onChange({ maxApr: numberOrNull(value) });
        }}
      >
        <option value={ANY}>{t('view.any')}</option>
        {MAX_APR_CHOICES.map((apr) => (
          <option key={apr} value={apr}>
            {t('view.maxAprValue', { apr })}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect
        label={t('view.minAmount')}
        value={view.minAmount === null ? ANY : String(view.minAmount)}
        onChange={(value) => {
          onChange({ minAmount: numberOrNull(value) });
        }}
      >
        <option value={ANY}>{t('view.any')}</option>
        {MIN_AMOUNT_CHOICES.map((amount) => (
          <option key={amount} value={amount}>
            {formatMoney(amount)}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect
        label={t('view.journey')}
        value={view.handoff ?? ANY}
        onChange={(value) => {
          onChange({ handoff: HANDOFF_FILTERS.find((h) => h === value) ?? null });
        }}
      >
        <option value={ANY}>{t('view.any')}</option>
        {HANDOFF_FILTERS.map((handoff) => (
          <option key={handoff} value={handoff}>
            {t(`view.journeys.${handoff}`)}
          </option>
        ))}
      </ViewSelect>
    </div>
  );
}
