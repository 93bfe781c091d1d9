import { useTranslation } from 'react-i18next';
import type { LenderSetupField } from '@cl/contracts';

/** The label of every lender field a setup form shows or a refusal may name (issue 15). */
export function useSetupLabels(): Partial<Record<LenderSetupField, string>> {
  const { t } = useTranslation('admin');
  return {
    name: t('onboarding.lender.name'),
    products: t('onboarding.lender.products'),
    cooling_off_days: t('onboarding.lender.coolingOffDays'),
    journey: t('onboarding.lender.journey'),
    redirect_url: t('onboarding.lender.redirectUrl'),
    api: t('onboarding.lender.api'),
    autosubmission: t('lenders.autosubmission'),
    interest_rate: t('lenders.interestRate'),
    apr_min: t('lenders.aprMin'),
    apr_max: t('lenders.aprMax'),
    processing_fees: t('lenders.processingFees'),
    processing_fees_hi: t('contentHi.processingFeesHi'),
    penal_charges: t('lenders.penalCharges'),
    penal_charges_hi: t('contentHi.penalChargesHi'),
    tenure: t('lenders.tenure'),
    min_loan: t('lenders.minLoan'),
    max_loan: t('lenders.maxLoan'),
    loan_amount_upto: t('lenders.loanAmountUpto'),
    lender_status: t('lenders.columns.lenderStatus'),
    vendor_on: t('lenders.vendorOn'),
    salaried: t('onboarding.lender.segment'),
    min_income: t('lenders.columns.minIncome'),
    min_age: t('lenders.columns.minAge'),
    so_date_end: t('lenders.offerEnd'),
  };
}
