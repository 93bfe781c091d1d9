import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@cl/contracts';
import { uploadTemplateUrl } from '../api/upload-data-file';

type Column =
  | 'application_id'
  | 'status'
  | 'lender_reference'
  | 'reason'
  | 'disbursed_amount'
  | 'disbursed_date'
  | 'lender'
  | 'month'
  | 'amount_paid'
  | 'reference';

// The columns the server reads for each kind (apps/server/src/modules/uploads/*-row.ts).
const COLUMNS: Record<UploadKind, readonly (readonly [Column, boolean])[]> = {
  status: [
    ['application_id', true],
    ['status', true],
    ['lender_reference', false],
    ['reason', false],
    ['disbursed_amount', false],
    ['disbursed_date', false],
  ],
  mis: [
    ['application_id', true],
    ['lender_reference', false],
    ['disbursed_amount', true],
    ['disbursed_date', true],
  ],
  commission: [
    ['lender', true],
    ['month', true],
    ['amount_paid', true],
    ['reference', true],
  ],
};

/** The column list and the template download (issue 7: document the columns, offer a template). */
export function UploadColumns({ kind }: { kind: UploadKind }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('upload.columnsTitle')}
        </Typography>
        <Link href={uploadTemplateUrl(kind)} download>
          {t('upload.template')}
        </Link>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {COLUMNS[kind].map(([column, required]) => (
          <Box key={column} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {column}
            </Box>
            <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
              {t(`upload.columns.${column}`)} ({required ? t('upload.required') : t('upload.optional')})
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
