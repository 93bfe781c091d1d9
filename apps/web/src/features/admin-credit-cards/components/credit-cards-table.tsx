import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@cl/contracts';
import { CreditCardRow, type EditableCardProperty } from './credit-card-row';

export const CARD_COLUMNS = [
  'sort_order',
  'thumbnail',
  'name',
  'key_feature',
  'annual_fee',
  'utm_link',
  'features',
  'name_hi',
  'key_feature_hi',
  'annual_fee_hi',
  'features_hi',
  'secured',
  'status',
  'actions',
] as const;

interface CreditCardsTableProps {
  cards: CreditCard[];
  onEdit: (card: CreditCard, property: EditableCardProperty) => void;
  onDelete: (card: CreditCard) => void;
}

/** spec 2 /admin/credit-cards: every category, by sort order, inactive ones too. */
export function CreditCardsTable({ cards, onEdit, onDelete }: CreditCardsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 'calc(100dvh - 190px)' }}>
      <Table
        size="small"
        stickyHeader
        aria-label={t('menu.credit-cards')}
        sx={{ minWidth: 1950, '& td, & th': { px: 1.25 } }}
      >
        <TableHead>
          <TableRow>
            {CARD_COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column === 'utm_link' ? (
                  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {t('cards.columns.utm_link')}
                    {/* spec 2: the tooltip about {UNIQUE_ID} */}
                    <Tooltip title={t('cards.uniqueIdHint')}>
                      <InfoOutlinedIcon fontSize="small" tabIndex={0} aria-label={t('cards.uniqueIdHint')} />
                    </Tooltip>
                  </Box>
                ) : (
                  t(`cards.columns.${column}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.length === 0 && (
            <TableRow>
              <TableCell colSpan={CARD_COLUMNS.length}>{t('noData')}</TableCell>
            </TableRow>
          )}
          {cards.map((card) => (
            <CreditCardRow key={card.category_id} card={card} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
