import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { KfsDocument } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { downloadHtml, kfsHtml } from '../utils/kfs-download';
import { kfsRows } from '../utils/kfs-rows';
import { TermList } from './term-list';

/** A lender's Key Fact Statement with a downloadable, printable copy (RBI DLD 2025). */
export function KfsView({ kfs, slug }: { kfs: KfsDocument; slug: string }) {
  const { t, i18n } = useTranslation('offers');
  const rows = kfsRows(kfs, t);
  const subtitle = t('kfs.subtitle', {
    lender: kfs.lenderName,
    date: formatDateTime(kfs.generatedAt, i18n.language),
  });
  const notes = [
    t('kfs.coolingOffNote', { count: kfs.coolingOffDays }),
    t('kfs.ombudsmanNote'),
    t('kfs.indicativeNote'),
  ];

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
        onClick={() => {
          downloadHtml(
            `kfs-${slug}-${kfs.version}.html`,
            kfsHtml({ language: i18n.language, title: t('kfs.title'), subtitle, rows, notes }),
          );
        }}
      >
        {t('kfs.download')}
      </Button>
    </Stack>
  );
}
