import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { OndcParticipantDto } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { OndcTable } from './ondc-table';

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
  return (
    <OndcTable
      label={t('menu.ondc-participants')}
      headings={COLUMNS.map((column) => t(`ondc.participants.columns.${column}`))}
      empty={participants.length === 0 ? t('ondc.participants.empty') : null}
    >
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
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.updated_at, i18n.language)}</TableCell>
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
    </OndcTable>
  );
}
