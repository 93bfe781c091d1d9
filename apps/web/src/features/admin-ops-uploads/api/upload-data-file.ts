import { useMutation } from '@tanstack/react-query';
import {
  apiPath,
  errorResponse,
  UPLOADS_API,
  uploadResult,
  type UploadKind,
  type UploadResult,
} from '@cl/contracts';
import { csrfHeaders } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

// The server's upload routes (apps/server/src/modules/uploads/uploads.routes.ts).
const UPLOAD_URLS: Record<UploadKind, string> = {
  status: UPLOADS_API.statusFile,
  mis: UPLOADS_API.misFile,
  commission: UPLOADS_API.commissionFile,
};

export const uploadTemplateUrl = (kind: UploadKind) => apiPath(UPLOADS_API.template, { kind: `${kind}.csv` });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * spec 7: multipart with the file under image_name. XMLHttpRequest rather than fetch because only it
 * reports upload progress (issue 7: a progress bar for large files). Same CSRF header and error
 * envelope as lib/api-client.
 */
export function uploadDataFile(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const body = new FormData();
  body.append('image_name', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URLS[kind]);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeaders('POST'))) xhr.setRequestHeader(name, value);
    const language = document.documentElement.lang;
    if (language) xhr.setRequestHeader('accept-language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => {
      reject(new ApiError('', null, 'NETWORK'));
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const failure = errorResponse.safeParse(payload);
        reject(new ApiError(failure.success ? failure.data.message : '', xhr.status, failure.data?.code));
        return;
      }
      const parsed = uploadResult.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError('', xhr.status, 'INVALID_RESPONSE'));
    };
    xhr.send(body);
  });
}

/** spec 8: a failed upload shows the server's message in a toast (the query client's) and is logged. */
export function useUploadDataFile(kind: UploadKind, onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => uploadDataFile(kind, file, onProgress),
    onError: (error) => {
      console.error('Upload failed', error);
    },
  });
}
