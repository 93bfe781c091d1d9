import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import '@/components/ui/button-variants.css';
import { checkboxIcon, ChoiceControl } from '@/components/ui/choice-control';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/query-client';
import { useApply, type ApplyRequest } from '../hooks/use-apply';
import { ApplySent } from './apply-sent';
import './applications.css';

interface ApplyPanelProps {
  lenderName: string;
  /** null while the KFS is not there: nothing can be acknowledged yet. */
  request: ApplyRequest | null;
  /** The server says the terms changed (409 KFS_CHANGED): show the new KFS. */
  onKfsChanged: () => void;
  /** The application is made (or a repeat answered it): pages showing offers refresh. */
  onApplied?: () => void;
}

/**
 * The apply step under a KFS (RBI DLD 2025): an explicit acknowledgement, never pre-ticked, then
 * one idempotent submit. API lenders show 'Sent to …' with the live status; redirect lenders go on
 * to the hand-off page; a network lender's offer (issue 17) goes on to the lender's next form.
 * Mount one per attempt (key it by lender and KFS version).
 */
export function ApplyPanel({ lenderName, request, onKfsChanged, onApplied }: ApplyPanelProps) {
  const { t } = useTranslation('offers');
  const navigate = useNavigate();
  const [acknowledged, setAcknowledged] = useState(false);
  const apply = useApply(onApplied);
  const error = apply.error;
  const signedOut = error instanceof ApiError && error.status === 401;
  const kfsChanged = error instanceof ApiError && error.code === 'KFS_CHANGED';
  const result = apply.result?.data;

  useEffect(() => {
    if (signedOut) void navigate(paths.customer.signIn.getHref(), { replace: true }); // spec 4
  }, [signedOut, navigate]);

  useEffect(() => {
    if (!result) return;
    if (result.handoff === 'ondc') {
      // Issue 17 (ADR 034): a network loan goes on with the lender's next form in our own pages
      // (never a hand-off to the lender's site), or its status while the lender answers.
      const formDue = result.network?.formDue ?? null;
      void navigate(
        formDue
          ? paths.offers.applicationLenderForm.getHref(result.publicId)
          : paths.offers.lenderTransaction.getHref(result.lenderSlug),
      );
    } else if (result.handoff === 'redirect' && result.redirectUrl) {
      void navigate(paths.offers.lenderSubmit.getHref(result.publicId));
    }
  }, [result, navigate]);

  if (result?.handoff === 'ondc') return null; // on its way to the lender's form
  if (result && !(result.handoff === 'redirect' && result.redirectUrl))
    return <ApplySent application={result} />;

  return (
    <div className="apply-panel">
      {/* Never ticked for the customer (RBI DLD 2025: no dark patterns). */}
      <ChoiceControl
        type="checkbox"
        className="apply-panel__acknowledge"
        checked={acknowledged}
        disabled={request === null}
        onChange={(event) => {
          setAcknowledged(event.target.checked);
        }}
        icon={checkboxIcon}
        label={t('apply.acknowledge', { lender: lenderName })}
      />
      {error && !signedOut && (
        <Alert
          severity={kfsChanged ? 'warning' : 'error'}
          action={
            kfsChanged ? (
              <button
                type="button"
                className="cl-btn cl-btn--text cl-btn--small cl-btn--inherit"
                onClick={onKfsChanged}
              >
                {t('apply.readUpdated')}
              </button>
            ) : undefined
          }
        >
          {errorText(error)}
        </Alert>
      )}
      <button
        type="button"
        className="cl-btn cl-btn--contained cl-btn--large"
        disabled={!acknowledged || request === null || apply.isPending || kfsChanged}
        onClick={() => {
          if (request) apply.submit(request);
        }}
      >
        {apply.isPending ? t('apply.sending') : t('apply.submit', { lender: lenderName })}
      </button>
    </div>
  );
}
