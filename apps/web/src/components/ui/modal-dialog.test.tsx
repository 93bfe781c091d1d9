import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function renderDialog(open: boolean) {
  const onClose = vi.fn();
  const view = render(
    <ModalDialog
      open={open}
      title="A question?"
      closeLabel="Close"
      onClose={onClose}
      actions={<button>Go</button>}
    >
      <p>Body</p>
    </ModalDialog>,
  );
  return { onClose, ...view };
}

describe('ModalDialog (issue 16: the Business dialog without MUI)', () => {
  it('is a dialog named by its title while open, and hidden from the page while closed', () => {
    const { rerender, onClose } = renderDialog(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <ModalDialog open title="A question?" closeLabel="Close" onClose={onClose}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'A question?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('Escape (the cancel event), the close button and the backdrop call onClose', () => {
    const { onClose } = renderDialog(true);
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true); // the owner closes it, through `open`
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByText('Body')); // inside: not the backdrop
    expect(onClose).toHaveBeenCalledTimes(2);
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 100 });
    fireEvent.click(dialog, { clientX: 10, clientY: 10 });
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
