import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslation } from 'react-i18next';
import type { RevenueEntry } from '@cl/contracts';
import { formatMoney, formatNumber } from '@/lib/format';

interface RevenueRowProps {
  entry: RevenueEntry;
  position: number;
  typeName: string;
  onToggle: (entry: RevenueEntry, active: boolean) => void;
  onEdit: (entry: RevenueEntry) => void;
  onDelete: (entry: RevenueEntry) => void;
}

const money = (value: number | null) => (value === null ? '—' : formatMoney(value));
const count = (value: number | null) => (value === null ? '—' : formatNumber(value));
const range = (min: string, max: string) => (min === '—' && max === '—' ? '—' : `${min} – ${max}`);

/** One revenue slab; the handle starts a drag (dnd-kit sortable). */
export function RevenueRow({ entry, position, typeName, onToggle, onEdit, onDelete }: RevenueRowProps) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.id });
  const label = t('revenue.rowLabel', { position, type: typeName });
  return (
    <TableRow
      ref={setNodeRef}
      hover
      data-revenue-id={entry.id}
      aria-label={label}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        bgcolor: isDragging ? 'action.selected' : undefined,
      }}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          aria-label={t('revenue.dragHandle', { position })}
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        {position}
      </TableCell>
      <TableCell>{typeName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {range(money(entry.slab_disbursed_min), money(entry.slab_disbursed_max))}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {range(count(entry.slab_number_min), count(entry.slab_number_max))}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{range(money(entry.ats_min), money(entry.ats_max))}</TableCell>
      <TableCell>{money(entry.revenue_flat)}</TableCell>
      <TableCell>{entry.revenue_percent === null ? '—' : `${entry.revenue_percent}%`}</TableCell>
      <TableCell>
        <Switch
          checked={entry.status === 1}
          onChange={(_event, checked) => {
            onToggle(entry, checked);
          }}
          slotProps={{ input: { 'aria-label': t('revenue.activeLabel', { position }) } }}
        />
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button
            size="small"
            color="secondary"
            onClick={() => {
              onEdit(entry);
            }}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => {
              onDelete(entry);
            }}
          >
            {t('actions.delete')}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}
