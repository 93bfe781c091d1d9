import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { KfsDocument } from '@cl/contracts';
import { useDownloadKfsPdf } from '../api/get-kfs-pdf';
import { kfsTextIn } from '../utils/kfs-text';
import { TermList } from './term-list';

/** A lender's Key Fact Statement with a PDF copy to keep (RBI DLD 2025). */
export function KfsView({ kfs, slug }: { kfs: KfsDocument; slug: string }) {
  const { t, i18n } = useTranslation('offers');
  const download = useDownloadKfsPdf(slug, kfs);
  const { subtitle, rows, notes } = kfsTextIn(kfs, i18n.language);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{subtitle}</Typography>
      <TermList terms={rows} dense />
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="text.secondary">
          {note}
        </Typography>
      ))}
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<DownloadOutlined />}
        sx={{ alignSelf: 'flex-start' }}
        loading={download.isPending}
        loadingPosition="start"
        onClick={() => {
          download.mutate();
        }}
      >
        {download.isPending ? t('kfs.downloading') : t('kfs.download')}
      </Button>
    </Stack>
  );
}
