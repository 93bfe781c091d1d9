import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LenderForm } from '@cl/contracts';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/query-client';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import {
  answersOf,
  fieldKey,
  initialValues,
  keyOfFieldName,
  type LenderFormValues,
} from '../utils/lender-form-values';
import { LenderFormField } from './lender-form-field';
import './lender-form.css';

interface LenderFormPanelProps {
  form: LenderForm;
  /** Sends the answers by the lender's field names; a rejection is shown here. */
  onSubmit: (answers: Record<string, string>) => Promise<unknown>;
  /** Below the form: the way back. */
  footer?: ReactNode;
}

/**
 * Issue 17 (ADR 034): a network lender's own form, drawn by us from the fields the server read in
 * the lender's HTML: the application form before an offer, then the KYC and e-mandate forms after
 * applying. The lender's heading and labels are shown as the lender wrote them; everything of ours
 * is in the customer's language, with what happens to the answers said before they are sent.
 * Mount one per form (key it by the form), so a next form starts with its own values.
 */
export function LenderFormPanel({ form, onSubmit, footer }: LenderFormPanelProps) {
  const { t } = useTranslation('offers');
  const headingId = useId();
  const { control, handleSubmit, getValues, setError } = useForm<LenderFormValues>({
    defaultValues: initialValues(form.fields),
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second tap before React has drawn the disabled button must not send the answers twice.
  const inFlight = useRef(false);
  const lender = form.lenderName;

  const send = async (values: LenderFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit(answersOf(form.fields, values));
    } catch (error) {
      // spec 8: the server's (or the lender's) message, and each refused field under itself.
      setFailure(
        error instanceof ApiError && error.status === null ? t('lenderForm.networkError') : errorText(error),
      );
      showServerFieldErrors({ getValues, setError }, error, (name) => keyOfFieldName(form.fields, name));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <section className="lf" aria-labelledby={headingId}>
      <p className="cl-body2 lf__step">{t('lenderForm.step', { step: form.step, steps: form.steps })}</p>
      <h1 id={headingId} className="cl-title">
        {t('lenderForm.heading', { lender, heading: form.heading })}
      </h1>
      <p className="lf__consent">{t('lenderForm.consent', { lender })}</p>
      <p className="cl-body2">
        {t('lenderForm.lenderWords', { lender })} {t('lenderForm.requiredNote')}
      </p>
      <form className="cl-form lf__form" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        {form.fields.map((field, index) => (
          <LenderFormField
            key={`${field.name}-${String(index)}`}
            field={field}
            name={fieldKey(index)}
            control={control}
          />
        ))}
        {failure && (
          <div role="alert" className="lf__alert">
            {failure}
          </div>
        )}
        <button
          type="submit"
          className="cl-btn cl-btn--contained cl-btn--large cl-btn--full"
          disabled={sending}
        >
          {sending ? t('lenderForm.sending') : t('lenderForm.submit', { lender })}
        </button>
      </form>
      {footer}
    </section>
  );
}
