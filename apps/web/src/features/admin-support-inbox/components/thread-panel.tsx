import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReplyBox } from '@/components/ui/reply-box';
import { SUPPORT_STATUSES, type SupportAssignee, type SupportThreadDetail } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { notify } from '@/lib/toast';
import { useReplyToSupportThread } from '../api/reply-to-support-thread';
import { useUpdateSupportThread } from '../api/update-support-thread';
import { StatusChip } from './status-chip';

interface ThreadPanelProps {
  thread: SupportThreadDetail;
  assignees: readonly SupportAssignee[];
}

/** A thread: what was asked, the replies, status and assignee, and the answer box. */
export function ThreadPanel({ thread, assignees }: ThreadPanelProps) {
  const { t, i18n } = useTranslation('admin-ops');
  const reply = useReplyToSupportThread(thread.reference);
  const update = useUpdateSupportThread(thread.reference);
  const closed = thread.status === 'closed';
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={thread.reference}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
          {thread.reference}
        </Typography>
        <StatusChip status={thread.status} />
        <Typography color="text.secondary" variant="body2">
          {t(`support.types.${thread.type}`)} · {thread.from} · {when(thread.createdAt)}
        </Typography>
      </Box>
      {thread.contact ? (
        <Typography variant="body2" color="text.secondary">
          {t('support.contact', { email: thread.contact.email, phone: thread.contact.phone })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('support.filters.status')}
          value={thread.status}
          disabled={update.isPending}
          onChange={(e) => {
            const status = SUPPORT_STATUSES.find((s) => s === e.target.value);
            if (status)
              update.mutate(
                { status },
                {
                  onSuccess: () => {
                    notify('success', t('support.saved'));
                  },
                },
              );
          }}
          sx={{ minWidth: 160 }}
        >
          {SUPPORT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`support.statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('support.filters.assignee')}
          value={thread.assigneeAdminId === null ? 'none' : String(thread.assigneeAdminId)}
          disabled={update.isPending}
          onChange={(e) => {
            const assigneeAdminId = e.target.value === 'none' ? null : Number(e.target.value);
            update.mutate(
              { assigneeAdminId },
              {
                onSuccess: () => {
                  notify('success', t('support.saved'));
                },
              },
            );
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="none">{t('support.filters.unassigned')}</MenuItem>
          {assignees.map((a) => (
            <MenuItem key={a.adminId} value={String(a.adminId)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Box component="li" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="subtitle2">{thread.subject}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{thread.message}</Typography>
        </Box>
        {thread.replies.map((r, index) => (
          <Box
            component="li"
            key={`${r.createdAt}-${String(index)}`}
            sx={{
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: r.author === 'admin' ? 'primary.light' : 'divider',
              ml: r.author === 'admin' ? 4 : 0,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {t(`support.authors.${r.author}`)}
              {r.authorName ? ` (${r.authorName})` : ''} · {when(r.createdAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.message}</Typography>
          </Box>
        ))}
      </Box>
      {closed ? (
        <Alert severity="info">{t('support.closedHint')}</Alert>
      ) : (
        <ReplyBox
          label={t('support.answer')}
          helperText={t(thread.type === 'help_request' ? 'support.answerByEmail' : 'support.answerInPortal')}
          sendLabel={t('support.send')}
          pending={reply.isPending}
          onSend={(message, done) => {
            reply.mutate(
              { message },
              {
                onSuccess: ({ delivered }) => {
                  done();
                  notify(
                    delivered === false ? 'info' : 'success',
                    t(delivered === false ? 'support.notDelivered' : 'support.replied'),
                  );
                },
              },
            );
          }}
        />
      )}
    </Paper>
  );
}
