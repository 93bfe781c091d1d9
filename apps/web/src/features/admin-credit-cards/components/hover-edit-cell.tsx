import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';

interface HoverEditCellProps {
  children: ReactNode;
  editLabel: string;
  onEdit: () => void;
  minWidth?: number;
}

/**
 * spec 2: hovering a cell shows its edit button. Keyboard focus shows it too, and on touch screens
 * (no hover) it is always there.
 */
export function HoverEditCell({ children, editLabel, onEdit, minWidth }: HoverEditCellProps) {
  return (
    <TableCell
      sx={{
        position: 'relative',
        pr: 5,
        minWidth,
        verticalAlign: 'top',
        '& .hover-edit': { opacity: 0, transition: 'opacity 120ms' },
        '&:hover .hover-edit, &:focus-within .hover-edit': { opacity: 1 },
        '@media (hover: none)': { '& .hover-edit': { opacity: 1 } },
      }}
    >
      {children}
      <IconButton
        className="hover-edit"
        size="small"
        aria-label={editLabel}
        onClick={onEdit}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </TableCell>
  );
}
