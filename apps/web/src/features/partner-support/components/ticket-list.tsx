import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerTicket } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { TicketThread } from './ticket-thread';

const KINDS = ['tech_support', 'general_query'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  list.some((v) => v === value);

/** "My tickets": what the partner asked and where each request stands. */
export function TicketList({ tickets }: { tickets: readonly PartnerTicket[] }) {
  const { t, i18n } = useTranslation('partner');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('tickets.listTitle')}
      </Typography>
      {tickets.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('tickets.empty')}
        </Typography>
      ) : (
        <List aria-label={t('tickets.listTitle')} disablePadding>
          {tickets.map((ticket) => (
            <ListItem
              key={ticket.reference}
              divider
              disableGutters
              sx={{ alignItems: 'stretch', flexDirection: 'column' }}
            >
              <ListItemText
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {ticket.reference} · {ticket.subject}
                    </Typography>
                    <Chip
                      size="small"
                      color={
                        ticket.status === 'answered'
                          ? 'success'
                          : ticket.status === 'closed'
                            ? 'default'
                            : 'warning'
                      }
                      label={t(`tickets.statuses.${ticket.status}`)}
                    />
                  </Stack>
                }
                secondary={
                  <>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-wrap' }}
                    >
                      {ticket.message}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {oneOf(KINDS, ticket.kind) ? t(`tickets.${ticket.kind}.label`) : ticket.kind} ·{' '}
                      {formatDateTime(ticket.createdAt, i18n.language)}
                    </Typography>
                  </>
                }
              />
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start', px: 0 }}
                aria-expanded={open === ticket.reference}
                onClick={() => {
                  setOpen(open === ticket.reference ? null : ticket.reference);
                }}
              >
                {open === ticket.reference ? t('tickets.hideThread') : t('tickets.showThread')}
              </Button>
              {open === ticket.reference ? <TicketThread reference={ticket.reference} /> : null}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
