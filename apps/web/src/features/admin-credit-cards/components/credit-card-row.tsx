import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@cl/contracts';
import { useUpdateCreditCard } from '../api/update-credit-card';
import { HoverEditCell } from './hover-edit-cell';

/** The card properties spec 2's edit-value dialog opens for. */
export type EditableCardProperty =
  | 'sort_order'
  | 'category_img_thumb'
  | 'key_feature'
  | 'annual_fee'
  | 'utm_link'
  | 'marketing_bullets'
  | HindiCardProperty;

/** issue 13, docs/decisions/011: the Hindi texts customers reading Hindi see. */
export type HindiCardProperty =
  'category_name_hi' | 'key_feature_hi' | 'annual_fee_hi' | 'marketing_bullets_hi';

interface CreditCardRowProps {
  card: CreditCard;
  onEdit: (card: CreditCard, property: EditableCardProperty) => void;
  onDelete: (card: CreditCard) => void;
}

const empty = '—';

/** One card category; status and secured save at once, then the list reloads (spec 4). */
export function CreditCardRow({ card, onEdit, onDelete }: CreditCardRowProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateCreditCard();
  const edit = (property: EditableCardProperty) => ({
    editLabel: t('cards.editLabel', { field: t(`cards.fields.${property}`), name: card.category_name }),
    onEdit: () => {
      onEdit(card, property);
    },
  });
  const toggle = (property: 'secured' | 'status', checked: boolean) => {
    update.mutate({ category_id: card.category_id, property, value: checked ? 1 : 0 });
  };
  const flagLabel = (property: 'secured' | 'status') =>
    t('cards.flagLabel', { field: t(`cards.columns.${property}`), name: card.category_name });

  return (
    <TableRow hover aria-label={card.category_name}>
      <HoverEditCell {...edit('sort_order')}>{card.sort_order}</HoverEditCell>
      <HoverEditCell {...edit('category_img_thumb')} minWidth={130}>
        {card.category_img_thumb ? (
          <Box
            component="img"
            src={card.category_img_thumb}
            alt={t('cards.thumbnailAlt', { name: card.category_name })}
            sx={{ maxHeight: 48, maxWidth: 80, display: 'block', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('cards.noThumbnail')}
          </Typography>
        )}
      </HoverEditCell>
      <TableCell sx={{ fontWeight: 600, verticalAlign: 'top', minWidth: 140 }}>
        {card.category_name}
      </TableCell>
      <HoverEditCell {...edit('key_feature')} minWidth={170}>
        {card.key_feature || empty}
      </HoverEditCell>
      <HoverEditCell {...edit('annual_fee')} minWidth={130}>
        {card.annual_fee || empty}
      </HoverEditCell>
      <HoverEditCell {...edit('utm_link')} minWidth={210}>
        <Typography
          variant="body2"
          title={card.utm_link ?? undefined}
          sx={{
            wordBreak: 'break-all',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {card.utm_link || empty}
        </Typography>
      </HoverEditCell>
      <HoverEditCell {...edit('marketing_bullets')} minWidth={260}>
        {card.marketing_bullets.length === 0 ? (
          empty
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {card.marketing_bullets.map((bullet, index) => (
              <li key={`${String(index)}-${bullet}`}>{bullet}</li>
            ))}
          </Box>
        )}
      </HoverEditCell>
      <HoverEditCell {...edit('category_name_hi')} minWidth={140}>
        <span lang="hi">{card.category_name_hi || empty}</span>
      </HoverEditCell>
      <HoverEditCell {...edit('key_feature_hi')} minWidth={170}>
        <span lang="hi">{card.key_feature_hi || empty}</span>
      </HoverEditCell>
      <HoverEditCell {...edit('annual_fee_hi')} minWidth={130}>
        <span lang="hi">{card.annual_fee_hi || empty}</span>
      </HoverEditCell>
      <HoverEditCell {...edit('marketing_bullets_hi')} minWidth={260}>
        {card.marketing_bullets_hi.length === 0 ? (
          empty
        ) : (
          <Box component="ul" lang="hi" sx={{ m: 0, pl: 2.5 }}>
            {card.marketing_bullets_hi.map((bullet, index) => (
              <li key={`${String(index)}-${bullet}`}>{bullet}</li>
            ))}
          </Box>
        )}
      </HoverEditCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Switch
          checked={card.secured === 1}
          disabled={update.isPending}
          onChange={(_event, checked) => {
            toggle('secured', checked);
          }}
          slotProps={{ input: { 'aria-label': flagLabel('secured') } }}
        />
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Switch
          checked={card.status === 1}
          disabled={update.isPending}
          onChange={(_event, checked) => {
            toggle('status', checked);
          }}
          slotProps={{ input: { 'aria-label': flagLabel('status') } }}
        />
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Button
          size="small"
          color="error"
          aria-label={t('cards.deleteLabel', { name: card.category_name })}
          onClick={() => {
            onDelete(card);
          }}
        >
          {t('actions.delete')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
