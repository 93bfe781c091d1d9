import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import type { UploadKind, UploadResult } from '@cl/contracts';
import { useUploadDataFile } from '../api/upload-data-file';
import { UploadErrorsDialog } from '../components/upload-errors-dialog';
import { UploadResultsDialog } from '../components/upload-results-dialog';
import { UPLOAD_ACCEPT, uploadFileProblem, type UploadFileProblem } from '../utils/upload-file-check';

interface UploadFormProps {
  kind: UploadKind;
  /** After a successful upload (e.g. to refresh the revenue view). */
  onUploaded?: (result: UploadResult) => void;
}

type Shown = 'errors' | 'results' | null;

/**
 * spec 5 status file upload (and MIS, commission): .xlsx/.xls/.csv only, 'Invalid file type',
 * 'No file selected', Upload disabled without a file; a progress bar while the bytes go up; then
 * the '{n} rows loaded successfully' toast, the errors dialog when rows failed, and the results.
 */
export function UploadForm({ kind, onUploaded }: UploadFormProps) {
  const { t } = useTranslation('admin-ops');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadFileProblem | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const upload = useUploadDataFile(kind, setProgress);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = uploadFileProblem(chosen);
    setProblem(found);
    setFile(found === null ? chosen : null);
    if (found) notify('error', t(`upload.${found}`));
  };

  const submit = () => {
    const found = uploadFileProblem(file);
    if (found || !file) {
      setProblem(found);
      notify('error', t(`upload.${found ?? 'noFile'}`));
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setShown(answer.errors.length > 0 ? 'errors' : 'results');
        notify('success', t('upload.loaded', { n: answer.rowsUpdated }));
        setFile(null);
        if (input.current) input.current.value = '';
        onUploaded?.(answer);
      },
    });
  };

  const sending = upload.isPending && progress < 100;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('upload.intro')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          onChange={choose}
          disabled={upload.isPending}
          style={{ display: 'none' }}
          data-testid="upload-input"
        />
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={upload.isPending}>
          {t('upload.chooseFile')}
        </Button>
        <Typography sx={{ flex: 1, minWidth: 160, wordBreak: 'break-all' }} color="text.secondary">
          {file?.name ?? t('upload.noFileChosen')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={submit}
          disabled={!file || upload.isPending}
        >
          {t('upload.submit')}
        </Button>
      </Box>
      {problem && <Alert severity="error">{t(`upload.${problem}`)}</Alert>}
      {upload.isPending && (
        <Box>
          <LinearProgress
            variant={sending ? 'determinate' : 'indeterminate'}
            value={progress}
            aria-label={t('upload.uploading', { percent: progress })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {sending ? t('upload.uploading', { percent: progress }) : t('upload.processing')}
          </Typography>
        </Box>
      )}
      <UploadErrorsDialog
        open={shown === 'errors'}
        errors={result?.errors ?? []}
        onClose={() => {
          setShown('results');
        }}
      />
      <UploadResultsDialog
        open={shown === 'results'}
        result={result}
        onClose={() => {
          setShown(null);
        }}
      />
    </Paper>
  );
}
