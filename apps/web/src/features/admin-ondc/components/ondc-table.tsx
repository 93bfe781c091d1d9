import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

// The shell every ONDC admin table shares: a line of text when there is nothing, else an outlined
// small table with bold, unbroken headings; and the cell that opens a transaction's messages.

export function OndcTable({
  label,
  headings,
  empty,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  headings: readonly string[];
  /** Shown instead of the table when there are no rows (null: there are rows). */
  empty: string | null;
  children: ReactNode;
}) {
  if (empty !== null) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A transaction id that opens every message of that transaction. */
export function TransactionCell({ id, minWidth }: { id: string; minWidth?: number }) {
  return (
    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth }}>
      <Link component={RouterLink} to={paths.admin.ondcTransaction.getHref(id)}>
        {id}
      </Link>
    </TableCell>
  );
}
