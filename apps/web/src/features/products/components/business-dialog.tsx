import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RadioChoice } from '@/components/ui/radio-choice';

interface BusinessDialogProps {
  open: boolean;
  /** true: YES (Business Loans); false: NO (Personal Loans). */
  onContinue: (hasCertificate: boolean) => void;
  onClose: () => void;
}

/**
 * spec 2 Business dialog, exactly: 'Do you have a business registration certificate?' with YES
 * and NO (YES chosen at first) and a Continue button. What each answer does is the caller's
 * (spec 2, spec 4); closing without continuing is onClose.
 */
export function BusinessDialog({ open, onContinue, onClose }: BusinessDialogProps) {
  const { t } = useTranslation('products');
  const [answer, setAnswer] = useState<'yes' | 'no'>('yes');
  const name = useId();
  const choose = (value: string) => {
    setAnswer(value === 'no' ? 'no' : 'yes');
  };
  return (
    <ModalDialog
      open={open}
      title={t('businessDialog.question')}
      closeLabel={t('businessDialog.close')}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="cl-btn cl-btn--contained cl-btn--large cl-btn--full"
          onClick={() => {
            onContinue(answer === 'yes');
          }}
        >
          {t('businessDialog.continue')}
        </button>
      }
    >
      <div role="radiogroup" aria-label={t('businessDialog.question')} className="cl-choice-group">
        <RadioChoice
          name={name}
          value="yes"
          checked={answer === 'yes'}
          onChange={choose}
          label={t('businessDialog.yes')}
        />
        <RadioChoice
          name={name}
          value="no"
          checked={answer === 'no'}
          onChange={choose}
          label={t('businessDialog.no')}
        />
      </div>
    </ModalDialog>
  );
}
