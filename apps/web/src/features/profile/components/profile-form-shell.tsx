import type { SubmitEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './profile.css';

interface ProfileFormShellProps {
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  submitLabel?: string;
}

/** The frame every profile form shares: its sections, then one large submit button. */
export function ProfileFormShell({ onSubmit, saving, children, submitLabel }: ProfileFormShellProps) {
  const { t } = useTranslation('profile');
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit}>
      {children}
      <button type="submit" className="cl-btn cl-btn--contained cl-btn--large cl-btn--full" disabled={saving}>
        {saving ? t('form.saving') : (submitLabel ?? t('form.submit'))}
      </button>
    </form>
  );
}
