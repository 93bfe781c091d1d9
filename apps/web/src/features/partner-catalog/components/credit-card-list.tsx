import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@cl/contracts';

function CardThumbnail({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 46,
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          flexShrink: 0,
        }}
      >
        <CreditCardIcon />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={name}
      onError={() => {
        setFailed(true);
      }}
      sx={{ width: 72, height: 46, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}

/** spec 3 credit card categories a partner can refer customers to (spec 7 get-credit-cards-data). */
export function CreditCardList({ cards }: { cards: readonly CreditCard[] }) {
  const { t } = useTranslation('partner');
  if (cards.length === 0) return <Typography color="text.secondary">{t('products.noCards')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {cards.map((card) => (
        <Paper key={card.category_id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
            <CardThumbnail src={card.category_img_thumb} name={card.category_name} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {card.category_name}
              </Typography>
              <Chip
                size="small"
                label={card.secured === 1 ? t('products.secured') : t('products.unsecured')}
                color={card.secured === 1 ? 'default' : 'secondary'}
                variant="outlined"
              />
            </Box>
          </Stack>
          {card.key_feature && <Typography variant="body2">{card.key_feature}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('products.annualFee', { fee: card.annual_fee ?? t('eligibility.na') })}
          </Typography>
          {card.marketing_bullets.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {card.marketing_bullets.map((bullet) => (
                <Typography component="li" variant="body2" key={bullet}>
                  {bullet}
                </Typography>
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
