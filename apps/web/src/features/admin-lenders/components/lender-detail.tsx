import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { LenderDto } from '@cl/contracts';
import { LenderClassSelect } from './lender-class-select';
import { LenderGroupsField } from './lender-groups-field';
import { LenderNumberField } from './lender-number-field';
import { LenderSection } from './lender-section';
import { LenderSwitch } from './lender-switch';
import { LenderTextField } from './lender-text-field';

/**
 * spec 2 /admin/lenders/{lenderId}: status, priority, auto submission (only for API lenders,
 * api = 1), filter criteria, loan details, special offer and commissions. Every field saves alone.
 */
export function LenderDetail({ lender }: { lender: LenderDto }) {
  const { t } = useTranslation('admin');
  const p = { lender };

  return (
    <Stack spacing={2}>
      <LenderSection title={t('lenders.sections.status')}>
        <LenderSwitch {...p} property="lender_status" label={t('lenders.columns.lenderStatus')} />
        <LenderSwitch {...p} property="vendor_on" label={t('lenders.vendorOn')} />
      </LenderSection>
      <LenderSection title={t('lenders.sections.priority')}>
        <LenderNumberField {...p} property="priority" label={t('lenders.columns.priority')} />
      </LenderSection>
      {lender.api === 1 && (
        <LenderSection title={t('lenders.sections.autoSubmission')}>
          <LenderSwitch {...p} property="autosubmission" label={t('lenders.autosubmission')} />
        </LenderSection>
      )}
      <LenderSection title={t('lenders.sections.filterCriteria')}>
        <LenderNumberField {...p} property="min_income" label={t('lenders.columns.minIncome')} />
        <LenderNumberField {...p} property="max_income" label={t('lenders.columns.maxIncome')} />
        <LenderNumberField {...p} property="min_age" label={t('lenders.columns.minAge')} />
        <LenderNumberField {...p} property="max_age" label={t('lenders.columns.maxAge')} />
        <LenderNumberField {...p} property="min_loan" label={t('lenders.minLoan')} />
        <LenderNumberField {...p} property="max_loan" label={t('lenders.maxLoan')} />
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
      <LenderSection title={t('lenders.sections.loanDetails')}>
        <LenderNumberField {...p} property="loan_amount_upto" label={t('lenders.loanAmountUpto')} />
        <LenderTextField {...p} property="tenure" label={t('lenders.tenure')} />
        <LenderTextField {...p} property="interest_rate" label={t('lenders.interestRate')} />
        <LenderNumberField {...p} property="apr_min" label={t('lenders.aprMin')} />
        <LenderNumberField {...p} property="apr_max" label={t('lenders.aprMax')} />
        <LenderTextField {...p} property="processing_fees" label={t('lenders.processingFees')} />
        <LenderTextField {...p} property="penal_charges" label={t('lenders.penalCharges')} multiline />
        {/* issue 13: the Hindi customers reading Hindi see (docs/decisions/011) */}
        <LenderTextField {...p} property="processing_fees_hi" label={t('contentHi.processingFeesHi')} />
        <LenderTextField {...p} property="penal_charges_hi" label={t('contentHi.penalChargesHi')} multiline />
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
