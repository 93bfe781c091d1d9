import { Children, useDeferredValue, type SubmitEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './profile.css';

interface ProfileFormShellProps {
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The form's sections, in order: the first fills a phone's first screen. */
  children: ReactNode;
  submitLabel?: string;
}

/**
 * The frame every profile form shares: its sections, then one large submit button.
 *
 * Issue 16: the first section (seven fields, taller than a phone's screen) is drawn at once, the
 * other sections and the button in a render of their own after the browser has painted: a low-end
 * phone laid out the whole form (~355 elements) before showing its first field. Nothing drawn
 * first moves, since the rest comes below it and the footer starts below the fold.
 */
export function ProfileFormShell({ onSubmit, saving, children, submitLabel }: ProfileFormShellProps) {
  const { t } = useTranslation('profile');
  const wholeForm = useDeferredValue(true, false);
  const [first, ...rest] = Children.toArray(children);
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit}>
      {first}
      {wholeForm && (
        <>
          {rest}
          <button
            type="submit"
            className="cl-btn cl-btn--contained cl-btn--large cl-btn--full"
            disabled={saving}
          >
            {saving ? t('form.saving') : (submitLabel ?? t('form.submit'))}
          </button>
        </>
      )}
    </form>
  );
}
