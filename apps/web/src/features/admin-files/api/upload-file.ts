import { useMutation } from '@tanstack/react-query';
import { ADMIN_API, errorResponse, uploadFileResponse } from '@cl/contracts';
import { csrfHeaders } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export interface UploadFileInput {
  file: File;
  /** spec 7: the path text, e.g. '<category name> - logo' for a card thumbnail. */
  path: string;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * spec 7 POST /api/s3-upload-file: multipart with the file under image_name and the path text;
 * answers the stored file's address. Multipart, so not through apiRequest (which sends JSON);
 * the same CSRF header and error envelope apply.
 */
export async function uploadFile({ file, path }: UploadFileInput): Promise<string> {
  const body = new FormData();
  body.append('path', path);
  body.append('image_name', file, file.name);
  let response: Response;
  try {
    response = await fetch(ADMIN_API.uploadFile, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...csrfHeaders('POST') },
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : '', null, 'NETWORK');
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const failure = errorResponse.safeParse(payload);
    throw new ApiError(failure.success ? failure.data.message : '', response.status, failure.data?.code);
  }
  const parsed = uploadFileResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError('', response.status, 'INVALID_RESPONSE');
  return parsed.data.file;
}

/** spec 8: a failed upload shows a toast with the error (the query client's) and is logged. */
export function useUploadFile() {
  return useMutation({
    mutationFn: uploadFile,
    onError: (error) => {
      console.error('File upload failed', error);
    },
  });
}
