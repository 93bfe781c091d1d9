import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { RevenueEntry } from '@cl/contracts';
import type { RevenueType } from '@cl/contracts';
import { RevenueRow } from './revenue-row';

export const REVENUE_COLUMNS = [
  'order',
  'type',
  'slabDisbursed',
  'slabNumber',
  'ats',
  'flat',
  'percent',
  'status',
  'actions',
] as const;

interface RevenueTableProps {
  entries: RevenueEntry[];
  types: RevenueType[];
  onReorder: (entries: RevenueEntry[]) => void;
  onToggle: (entry: RevenueEntry, active: boolean) => void;
  onEdit: (entry: RevenueEntry) => void;
  onDelete: (entry: RevenueEntry) => void;
}

/** spec 2/4: the lender's revenue slabs, reordered by dragging a row's handle (or with the keyboard). */
export function RevenueTable({ entries, types, onReorder, onToggle, onEdit, onDelete }: RevenueTableProps) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((entry) => entry.id === active.id);
    const to = entries.findIndex((entry) => entry.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(entries, from, to));
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <Table size="small" aria-label={t('revenue.title')}>
          <TableHead>
            <TableRow>
              {REVENUE_COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {t(`revenue.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={REVENUE_COLUMNS.length}>{t('revenue.empty')}</TableCell>
              </TableRow>
            )}
            <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
              {entries.map((entry, index) => (
                <RevenueRow
                  key={entry.id}
                  entry={entry}
                  position={index + 1}
                  typeName={typeNames.get(entry.revenue_type_id) ?? `#${entry.revenue_type_id}`}
                  onToggle={onToggle}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
            </SortableContext>
          </TableBody>
        </Table>
      </DndContext>
    </TableContainer>
  );
}
