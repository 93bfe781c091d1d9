import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { LenderDto } from '@cl/contracts';
import { LenderClassSelect } from './lender-class-select';
import { LenderGroupsField } from './lender-groups-field';
import { LenderNumberField } from './lender-number-field';
import { LenderSection } from './lender-section';
import { LenderSetupForm } from './lender-setup-form';
import { HANDOFF_FIELDS, PROFILE_FIELDS, STATUS_FIELDS, TERMS_FIELDS } from '../utils/lender-setup-forms';
import { LenderSwitch } from './lender-switch';
import { LenderTextField } from './lender-text-field';

/**
 * spec 2 /admin/lenders/{lenderId}: status, priority, filter criteria, special offer and
 * commissions, every field saving alone (spec 4). Issue 15: what a lender needs to be offered
 * (status, name and products, hand-off, terms) is in forms that save whole, so a lender added in
 * the console can be completed and switched on here.
 */
export function LenderDetail({ lender }: { lender: LenderDto }) {
  const { t } = useTranslation('admin');
  const p = { lender };

  return (
    <Stack spacing={2}>
      <LenderSetupForm
        {...p}
        title={t('lenders.sections.status')}
        fields={STATUS_FIELDS}
        hint={t('onboarding.lender.statusHint')}
      />
      <LenderSetupForm {...p} title={t('onboarding.lender.profile')} fields={PROFILE_FIELDS} />
      <LenderSetupForm
        {...p}
        title={t('onboarding.lender.handoff')}
        fields={HANDOFF_FIELDS}
        hint={t('onboarding.lender.handoffHint')}
      />
      <LenderSetupForm {...p} title={t('onboarding.lender.terms')} fields={TERMS_FIELDS} />
      <LenderSection title={t('lenders.sections.priority')}>
        <LenderNumberField {...p} property="priority" label={t('lenders.columns.priority')} />
      </LenderSection>
      <LenderSection title={t('lenders.sections.filterCriteria')}>
        <LenderNumberField {...p} property="min_income" label={t('lenders.columns.minIncome')} />
        <LenderNumberField {...p} property="max_income" label={t('lenders.columns.maxIncome')} />
        <LenderNumberField {...p} property="min_age" label={t('lenders.columns.minAge')} />
        <LenderNumberField {...p} property="max_age" label={t('lenders.columns.maxAge')} />
        <LenderClassSelect {...p} property="ticket_class" label={t('lenders.columns.ticketClass')} />
        <LenderClassSelect
          {...p}
          property="credit_score_class"
          label={t('lenders.columns.creditScoreClass')}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <LenderSwitch {...p} property="salaried" label={t('lenders.columns.salaried')} />
          <LenderSwitch {...p} property="self_employed" label={t('lenders.columns.selfEmployed')} />
          <LenderSwitch {...p} property="business" label={t('lenders.columns.business')} />
        </Box>
      </LenderSection>
      <LenderSection title={t('lenders.sections.specialOffer')}>
        <LenderSwitch {...p} property="so_status" label={t('lenders.offerOn')} />
        <LenderTextField {...p} property="so_text" label={t('lenders.offerText')} multiline />
        <LenderTextField {...p} property="so_text_hi" label={t('contentHi.soTextHi')} multiline />
        <LenderTextField {...p} property="so_date_start" label={t('lenders.offerStart')} />
        <LenderTextField {...p} property="so_date_end" label={t('lenders.offerEnd')} />
      </LenderSection>
      <LenderSection title={t('lenders.sections.commissions')}>
        <LenderGroupsField lender={lender} />
      </LenderSection>
    </Stack>
  );
}
