import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { API, PARTNER_API } from '@cl/contracts';
import { CopyButton } from '@/components/ui/copy-button';

const FIELDS = ['name', 'mobile', 'email', 'product', 'amount', 'pincode'] as const;
const RESPONSES = ['200', '400', '401', '429'] as const;

/** The curl example: the partner pastes it with their key to push a first lead. */
export function leadPushCurl(origin: string): string {
  const body = JSON.stringify({
    name: 'Asha Verma',
    mobile: '9876543210',
    product: 'personal',
    amount: 200000,
    pincode: '560034',
  });
  return [
    `curl -X POST ${origin}${PARTNER_API.leadPush} \\`,
    '  -H "X-Api-Key: clk_YOUR_KEY" \\',
    '  -H "Idempotency-Key: order-10045" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '${body}'`,
  ].join('\n');
}

/** The lead-push API for partners' own systems, with a copyable example and the OpenAPI link. */
export function LeadPushDocs({ origin }: { origin: string }) {
  const { t } = useTranslation('partner');
  const curl = leadPushCurl(origin);
  const code = { fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('leadPush.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('leadPush.intro')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, '& li': { mb: 0.5 } }}>
        {(['endpoint', 'auth', 'idempotency', 'rateLimit', 'transfer'] as const).map((point) => (
          <Typography component="li" key={point} variant="body2">
            {t(`leadPush.points.${point}`, { path: PARTNER_API.leadPush })}
          </Typography>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        {t('leadPush.fieldsTitle')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('leadPush.fieldsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('leadPush.columns.field')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('leadPush.columns.rule')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {FIELDS.map((field) => (
              <TableRow key={field}>
                <TableCell sx={code}>{field}</TableCell>
                <TableCell>{t(`leadPush.fields.${field}`)}</TableCell>
              </TableRow>
            ))}
            {RESPONSES.map((status) => (
              <TableRow key={status}>
                <TableCell sx={code}>HTTP {status}</TableCell>
                <TableCell>{t(`leadPush.responses.${status}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {t('leadPush.exampleTitle')}
      </Typography>
      <Box
        component="pre"
        data-testid="lead-push-curl"
        sx={{
          ...code,
          whiteSpace: 'pre',
          m: 0,
          p: 1.5,
          bgcolor: 'grey.900',
          color: 'grey.100',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {curl}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
        <CopyButton
          text={curl}
          label={t('leadPush.copyExample')}
          copiedMessage={t('copy.copied')}
          failedMessage={t('copy.failed')}
        />
        <Button
          variant="text"
          color="secondary"
          endIcon={<OpenInNewIcon />}
          href={API.docs}
          target="_blank"
          rel="noopener"
        >
          {t('leadPush.openDocs')}
        </Button>
      </Stack>
    </Paper>
  );
}
