import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** The row of buttons under the content. */
  actions?: ReactNode;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </svg>
  );
}

/**
 * A modal dialog without MUI (issue 16, docs/decisions/027), drawn as MUI's Dialog (fullWidth,
 * maxWidth "xs") with a title, a close button at its corner, content and actions. The browser's
 * own modal <dialog> keeps focus inside, makes the page behind it inert and puts it back on the
 * element that opened it; Escape and a click on the backdrop call onClose, as MUI's did.
 */
export function ModalDialog({ open, title, closeLabel, onClose, children, actions }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom (the unit tests) has no showModal: the open attribute shows it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.focus(); // as MUI: the dialog itself, not its first button, takes focus
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click is on the backdrop; the keyboard's way out is Escape (onCancel)
    <dialog
      ref={ref}
      className="cl-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the owner decides (it closes through `open`)
        onClose();
      }}
      onClose={() => {
        // The browser closed it by itself (a second Escape it would not let us cancel).
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the ::backdrop targets the <dialog> itself, outside its box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
    >
      <h2 id={titleId} className="cl-dialog__title">
        {title}
      </h2>
      <button
        type="button"
        className="cl-icon-btn cl-dialog__close"
        aria-label={closeLabel}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <div className="cl-dialog__content">{children}</div>
      {actions && <div className="cl-dialog__actions">{actions}</div>}
    </dialog>
  );
}
