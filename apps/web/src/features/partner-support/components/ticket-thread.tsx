import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReplyBox } from '@/components/ui/reply-box';
import { formatDateTime } from '@/lib/date-format';
import { notify } from '@/lib/toast';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';

/** Support's answers on a ticket and the partner's reply box (issue 15). */
export function TicketThread({ reference }: { reference: string }) {
  const { t, i18n } = useTranslation('partner');
  const ticket = useTicket(reference);
  const reply = useReplyToTicket(reference);
  if (!ticket.data)
    return (
      <Typography variant="body2" color="text.secondary">
        {ticket.isError ? t('tickets.threadFailed') : t('tickets.threadLoading')}
      </Typography>
    );
  const { replies, status } = ticket.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      {replies.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('tickets.noReplies')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('tickets.replies')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {replies.map((r, index) => (
            <Box
              component="li"
              key={`${r.createdAt}-${String(index)}`}
              sx={{
                py: 0.75,
                pl: r.author === 'admin' ? 0 : 2,
                borderLeft: r.author === 'admin' ? 3 : 0,
                borderColor: 'primary.main',
                px: 1,
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {r.author === 'admin' ? t('tickets.fromSupport') : (r.authorName ?? t('tickets.fromYou'))} ·{' '}
                {formatDateTime(r.createdAt, i18n.language)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {r.message}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <ReplyBox
        compact
        label={t('tickets.reply')}
        helperText={status === 'closed' ? t('tickets.replyReopens') : ' '}
        sendLabel={t('tickets.sendReply')}
        pending={reply.isPending}
        onSend={(message, done) => {
          reply.mutate(
            { message },
            {
              onSuccess: () => {
                done();
                notify('success', t('tickets.replySent'));
              },
            },
          );
        }}
      />
    </Box>
  );
}
