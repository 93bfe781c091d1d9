import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OndcParticipantDto } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';

const COLUMNS = [
  'subscriberId',
  'role',
  'uri',
  'uniqueKeyId',
  'signingPublicKey',
  'enabled',
  'updatedAt',
  'actions',
] as const;

/** The network participants: who they are, where they answer, which key signs for them. */
export function ParticipantsTable({
  participants,
  onEdit,
}: {
  participants: readonly OndcParticipantDto[];
  onEdit: (participant: OndcParticipantDto) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  if (participants.length === 0)
    return <Typography color="text.secondary">{t('ondc.participants.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('menu.ondc-participants')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(`ondc.participants.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {participants.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{p.subscriber_id}</TableCell>
              <TableCell>{t(`ondc.roles.${p.role}`)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>{p.uri}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{p.unique_key_id}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: 160 }}>
                {p.signing_public_key}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={p.enabled ? 'success' : 'default'}
                  label={t(p.enabled ? 'ondc.participants.on' : 'ondc.participants.off')}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(p.updated_at, i18n.language)}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => {
                    onEdit(p);
                  }}
                  aria-label={t('ondc.participants.editOne', { id: p.subscriber_id })}
                >
                  {t('actions.edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
