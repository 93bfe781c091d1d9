import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@cl/contracts';
import { CopyButton } from '@/components/ui/copy-button';
import { SegmentedControl } from '@/components/ui/segmented-control';

// Ready texts a partner sends to customers; each carries the partner's own referral link so the
// customer who signs up is attributed to them (issue 6).
const TEMPLATES = [
  { id: 'smsPersonal', channel: 'sms' },
  { id: 'smsGold', channel: 'sms' },
  { id: 'smsCard', channel: 'sms' },
  { id: 'whatsappPersonal', channel: 'whatsapp' },
  { id: 'whatsappBusiness', channel: 'whatsapp' },
  { id: 'whatsappHome', channel: 'whatsapp' },
] as const;

const shareHref = (channel: 'sms' | 'whatsapp', text: string) =>
  channel === 'sms'
    ? `sms:?body=${encodeURIComponent(text)}`
    : `https://wa.me/?text=${encodeURIComponent(text)}`;

interface MessageTemplatesProps {
  link: string;
  partnerName: string;
}

/** Copyable SMS and WhatsApp texts in English or Hindi, whatever language the portal is in. */
export function MessageTemplates({ link, partnerName }: MessageTemplatesProps) {
  const { t, i18n } = useTranslation('partner');
  const [language, setLanguage] = useState<LanguageCode>(i18n.language === 'hi' ? 'hi' : 'en');
  // The message language is chosen separately from the page language (a Hindi SMS from an
  // English-speaking agent, say); useTranslation loads that language's texts when needed.
  const { t: message } = useTranslation('partner', { lng: language });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography sx={{ fontWeight: 600 }}>{t('messaging.languageLabel')}</Typography>
        <SegmentedControl
          label={t('messaging.languageLabel')}
          value={language}
          options={LANGUAGE_CODES.map((code) => ({
            value: code,
            label: t(`messaging.languages.${code}`),
            lang: code,
          }))}
          onChange={setLanguage}
        />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {TEMPLATES.map(({ id, channel }) => {
          const text = message(`messaging.templates.${id}.text`, { link, partner: partnerName });
          return (
            <Paper key={id} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                {channel === 'sms' ? <SmsIcon color="secondary" /> : <WhatsAppIcon color="success" />}
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
                  {t(`messaging.templates.${id}.title`)}
                </Typography>
                <Chip size="small" label={t(`messaging.channels.${channel}`)} />
              </Stack>
              <Typography
                lang={language}
                data-testid={`template-${id}`}
                sx={{
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  bgcolor: 'action.hover',
                  p: 1.5,
                  borderRadius: 1,
                  flex: 1,
                }}
              >
                {text}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('messaging.characters', { count: text.length })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                <CopyButton
                  text={text}
                  label={t('messaging.copy')}
                  copiedMessage={t('copy.copied')}
                  failedMessage={t('copy.failed')}
                  size="small"
                />
                <Button
                  size="small"
                  color="secondary"
                  href={shareHref(channel, text)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {channel === 'sms' ? t('messaging.openSms') : t('messaging.openWhatsapp')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}
