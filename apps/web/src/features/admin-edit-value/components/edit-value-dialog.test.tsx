import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { EditValueDialog, type EditValueRequest } from './edit-value-dialog';

function open(request: EditValueRequest) {
  const onSubmit = vi.fn();
  renderWithApp(
    <EditValueDialog title="Edit" label="Value" request={request} onSubmit={onSubmit} onClose={vi.fn()} />,
  );
  return onSubmit;
}
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });

describe('EditValueDialog (spec 2, spec 5)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('admin');
  });

  it('single field: numeric-only input, Submit disabled while empty', () => {
    const onSubmit = open({ kind: 'text', initial: '', allow: /^\d*$/, inputMode: 'numeric' });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Value' });
    expect(submit().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '12' } });
    expect(input.value).toBe('12');
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'text', value: '12' });
  });

  it('single field: shows the rule message and keeps Submit disabled', () => {
    open({
      kind: 'text',
      initial: 'abc',
      validate: (value) => (value.startsWith('https://') ? undefined : 'validation.invalidValue'),
    });
    expect(screen.getByText('This value is not valid')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('bullet list: add and remove rows; every row must have text', () => {
    const onSubmit = open({ kind: 'bullets', initial: ['No joining fee'] });
    expect(submit().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Every row needs a text')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Value row 2' }), {
      target: { value: ' 5% cashback ' },
    });
    expect(submit().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'bullets', value: ['No joining fee', '5% cashback'] });
  });

  it('bullet list: removing the last row leaves nothing to submit', () => {
    open({ kind: 'bullets', initial: ['Only one'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(submit().disabled).toBe(true);
  });

  it('file attach: Submit waits for an image; another type is refused', () => {
    const onSubmit = open({ kind: 'file', accept: 'image/png' });
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('No file selected')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'rates.csv', { type: 'text/csv' })] } });
    expect(screen.getByText('Invalid file type')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(screen.getByText('logo.png')).toBeTruthy();
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'file', file: png });
  });
});
