import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OndcMessageView } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';

/** Every message of a transaction in order: who sent what when, its signature, its body. */
export function OndcMessageList({ messages }: { messages: readonly OndcMessageView[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {messages.map((m) => (
        <Paper component="li" key={m.id} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Chip size="small" label={t(`ondc.messages.direction.${m.direction}`)} />
            <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {m.action}
            </Typography>
            <Chip
              size="small"
              color={m.verified ? 'success' : 'error'}
              label={t(m.verified ? 'ondc.messages.verified' : 'ondc.messages.refused')}
            />
            {m.ack_status && (
              <Chip
                size="small"
                color={m.ack_status === 'ACK' ? 'default' : 'warning'}
                label={m.ack_status}
              />
            )}
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
              {formatDateTime(m.at, i18n.language)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('ondc.messages.sender')}: {m.sender}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
            {t('ondc.messages.keyId')}: {m.key_id ?? t('ondc.messages.noKeyId')}
          </Typography>
          {m.apply_failure && (
            <Typography variant="body2" color="error.main" sx={{ whiteSpace: 'pre-wrap' }}>
              {t(m.apply_failure.failed_at ? 'ondc.messages.applyFailed' : 'ondc.messages.applyRetrying', {
                attempts: m.apply_failure.attempts,
              })}
              {m.apply_failure.error ? `: ${m.apply_failure.error}` : ''}
            </Typography>
          )}
          {m.ack_error && (
            <Typography
              variant="body2"
              color="warning.main"
              sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}
            >
              {m.ack_error}
            </Typography>
          )}
          <Box
            component="pre"
            // WCAG 2.1.1: a body wider than the screen scrolls, so it takes focus for the keyboard.
            tabIndex={0}
            aria-label={t('ondc.messages.body', { action: m.action })}
            sx={{
              m: 0,
              mt: 1,
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: 12,
              overflowX: 'auto',
              maxHeight: 360,
            }}
          >
            {m.body}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
