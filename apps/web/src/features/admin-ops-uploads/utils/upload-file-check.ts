// spec 5 / spec 9: a status, MIS or commission file must be .xlsx, .xls or .csv. The server checks the
// bytes again (magic numbers, zip limits); this check only spares a pointless upload.
export const UPLOAD_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

export type UploadFileProblem = 'noFile' | 'invalidType' | 'empty';

export function uploadFileProblem(file: File | null): UploadFileProblem | null {
  if (!file) return 'noFile';
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'invalidType';
  if (file.size === 0) return 'empty';
  return null;
}
