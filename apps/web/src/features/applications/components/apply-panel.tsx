import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/query-client';
import { useApply, type ApplyRequest } from '../hooks/use-apply';
import { ApplySent } from './apply-sent';

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
    <Stack spacing={2}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            checked={acknowledged}
            disabled={request === null}
            onChange={(event) => {
              setAcknowledged(event.target.checked);
            }}
            sx={{ mt: -1 }}
          />
        }
        label={t('apply.acknowledge', { lender: lenderName })}
      />
      {error && !signedOut && (
        <Alert
          severity={kfsChanged ? 'warning' : 'error'}
          action={
            kfsChanged ? (
              <Button color="inherit" size="small" onClick={onKfsChanged}>
                {t('apply.readUpdated')}
              </Button>
            ) : undefined
          }
        >
          {errorText(error)}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={!acknowledged || request === null || apply.isPending || kfsChanged}
        onClick={() => {
          if (request) apply.submit(request);
        }}
      >
        {apply.isPending ? t('apply.sending') : t('apply.submit', { lender: lenderName })}
      </Button>
    </Stack>
  );
}
