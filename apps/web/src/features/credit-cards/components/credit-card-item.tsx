import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { fillCardLink, type CreditCard } from '@cl/contracts';
import { useIssueCardReference } from '../api/issue-card-reference';
import { rememberCardChoice } from '../utils/card-link';
import { CardThumbnail } from './card-thumbnail';

interface CreditCardItemProps {
  card: CreditCard;
  /** The signed-in customer's id (only whether there is one matters); null when signed out; undefined while not known yet. */
  customerId: number | null | undefined;
  onSignIn: () => void;
}

/** One card category (spec 2): thumbnail, key feature, annual fee, bullets and Apply. */
export function CreditCardItem({ card, customerId, onSignIn }: CreditCardItemProps) {
  const { t } = useTranslation('cards');
  const reference = useIssueCardReference(card.category_id);
  // Whether the card has a usable link at all; the real one comes with the reference (ADR 013).
  const applicable = Boolean(customerId) && fillCardLink(card.utm_link, 'reference') !== null;
  const link = reference.data?.link ?? null;
  const headingId = `card-${String(card.category_id)}`;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <CardThumbnail src={card.category_img_thumb} alt={card.category_name} />
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 2 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            {card.category_name}
          </Typography>
          <Chip size="small" variant="outlined" label={card.secured === 1 ? t('secured') : t('unsecured')} />
        </Box>
        {card.key_feature && <Typography sx={{ mt: 1 }}>{card.key_feature}</Typography>}
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('annualFee')}
          </Box>{' '}
          <strong>{card.annual_fee ?? t('notStated')}</strong>
        </Typography>
        {card.marketing_bullets.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {card.marketing_bullets.map((bullet) => (
              <Typography component="li" variant="body2" key={bullet}>
                {bullet}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {link ? (
          // The issuer's page opens from the customer's own click (no pop-up blocker), carrying
          // the reference the server just recorded for this click.
          <Button
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            fullWidth
            autoFocus
            endIcon={<OpenInNew />}
            aria-label={t('continueFor', { name: card.category_name })}
          >
            {t('continue')}
          </Button>
        ) : applicable ? (
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={reference.isPending}
            aria-label={t('applyFor', { name: card.category_name })}
            onClick={() => {
              rememberCardChoice(card);
              reference.mutate();
            }}
          >
            {reference.isPending ? t('checking') : t('apply')}
          </Button>
        ) : customerId === null ? (
          <Button
            variant="contained"
            size="large"
            fullWidth
            aria-label={t('signInToApplyFor', { name: card.category_name })}
            onClick={() => {
              rememberCardChoice(card);
              onSignIn();
            }}
          >
            {t('signInToApply')}
          </Button>
        ) : (
          <Button variant="contained" size="large" fullWidth disabled>
            {customerId === undefined ? t('checking') : t('noLink')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
