import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerApiKey } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { formatDateTime } from '@/lib/date-format';
import { useApiKeys } from '../api/get-api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { KeyOnceDialog } from './key-once-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** Issue 6 digital-integration: create (shown once), list and revoke the partner's API keys. */
export function ApiKeysPanel() {
  const { t, i18n } = useTranslation('partner');
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<PartnerApiKey | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('apiKeys.never'));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('apiKeys.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('apiKeys.help')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setCreating(true);
          }}
          sx={{ flexShrink: 0 }}
        >
          {t('apiKeys.create.button')}
        </Button>
      </Stack>
      {keys.isPending ? (
        <CenteredSpinner minHeight={120} />
      ) : keys.data && keys.data.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('apiKeys.title')}>
            <TableHead>
              <TableRow>
                {(['name', 'key', 'created', 'lastUsed', 'status', 'actions'] as const).map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {t(`apiKeys.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell
                    sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                  >{`clk_${row.prefix}_••••`}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.lastUsedAt)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={row.revoked ? 'default' : 'success'}
                      label={row.revoked ? t('apiKeys.revoked') : t('apiKeys.active')}
                    />
                  </TableCell>
                  <TableCell>
                    {!row.revoked && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => {
                          setRevoking(row);
                        }}
                      >
                        {t('apiKeys.revoke.button')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('apiKeys.empty')}</Typography>
      )}
      <CreateApiKeyDialog
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
        onCreated={(next) => {
          setCreating(false);
          setCreated(next);
        }}
      />
      <KeyOnceDialog
        apiKey={created?.key ?? null}
        keyName={created?.name ?? ''}
        onClose={() => {
          setCreated(null);
        }}
      />
      <RevokeKeyDialog
        apiKey={revoking}
        onClose={() => {
          setRevoking(null);
        }}
      />
    </Paper>
  );
}
