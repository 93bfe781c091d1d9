import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { UploadResult } from '@cl/contracts';
import { UploadErrorsDialog } from './upload-errors-dialog';
import { UploadForm } from './upload-form';
import { UploadResultsDialog } from './upload-results-dialog';

const RESULT: UploadResult = {
  success: true,
  rowsRead: 10,
  rowsUpdated: 8,
  created: 1,
  updated: 7,
  uuids: ['0f9a2c1e-4b5d-4c6e-8f70-000000000001', '0f9a2c1e-4b5d-4c6e-8f70-000000000002'],
  errors: [
    { row: 9, applicationId: 'abc', message: 'application_id must be an application id' },
    { row: 11, applicationId: null, message: 'status must be one of created, submitted' },
  ],
};

const choose = (file: File) => {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
};
const uploadButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Upload' });

describe('UploadForm (spec 5 status file upload)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['admin-ops', 'admin']);
  });

  it('keeps Upload disabled until a file is chosen', () => {
    renderWithApp(<UploadForm kind="status" />);
    expect(uploadButton().disabled).toBe(true);
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it("refuses a file that is not .xlsx, .xls or .csv with 'Invalid file type'", () => {
    renderWithApp(<UploadForm kind="status" />);
    choose(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(screen.getByRole('alert').textContent).toContain('Invalid file type');
    expect(uploadButton().disabled).toBe(true);
  });

  it('refuses an empty file and says no file was selected when the picker is cancelled', () => {
    renderWithApp(<UploadForm kind="mis" />);
    choose(new File([], 'mis.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert').textContent).toContain('The file is empty');
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [] } });
    expect(screen.getByRole('alert').textContent).toContain('No file selected');
  });

  it('accepts .xlsx, .xls and .csv in any case', () => {
    renderWithApp(<UploadForm kind="commission" />);
    for (const name of ['paid.XLSX', 'paid.xls', 'paid.csv']) {
      choose(new File(['lender,month'], name));
      expect(screen.getByText(name)).toBeTruthy();
      expect(uploadButton().disabled).toBe(false);
    }
  });
});

describe('upload result dialogs (spec 2 results dialog, spec 8 errors dialog)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('admin-ops');
  });

  it("lists each failed row under '{n} Errors found'", () => {
    renderWithApp(<UploadErrorsDialog open errors={RESULT.errors} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '2 Errors found' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('9');
    expect(rows[1]?.textContent).toContain('application_id must be an application id');
    expect(rows[2]?.textContent).toContain('—');
  });

  it('shows created and updated counts, a title and a numbered list of the UUIDs', () => {
    renderWithApp(<UploadResultsDialog open result={RESULT} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Upload results' });
    expect(within(dialog).getByTestId('result-created').textContent).toBe('1');
    expect(within(dialog).getByTestId('result-updated').textContent).toBe('7');
    expect(within(dialog).getByText('Changed records')).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(RESULT.uuids);
    expect(dialog.querySelector('ol')).not.toBeNull();
  });
});
