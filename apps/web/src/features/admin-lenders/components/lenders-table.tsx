import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LenderDto } from '@cl/contracts';
import { LenderRow } from './lender-row';
import { SpecialOfferDialog } from './special-offer-dialog';

/** The column headers of spec 2's lender list, in its order. */
export const LENDER_COLUMNS = [
  'name',
  'minIncome',
  'maxIncome',
  'minAge',
  'maxAge',
  'ticketClass',
  'creditScoreClass',
  'salaried',
  'selfEmployed',
  'business',
  'priority',
  'lenderStatus',
  'specialOffer',
  'actions',
] as const;

interface LendersTableProps {
  lenders: LenderDto[];
  onDelete: (lender: LenderDto) => void;
}

/** spec 2 /admin/lenders: the sticky table (header and name column stay put while scrolling). */
export function LendersTable({ lenders, onDelete }: LendersTableProps) {
  const { t } = useTranslation('admin');
  const [offerLender, setOfferLender] = useState<LenderDto | null>(null);
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 'calc(100dvh - 200px)' }}>
        <Table stickyHeader size="small" aria-label={t('menu.lenders')}>
          <TableHead>
            <TableRow>
              {LENDER_COLUMNS.map((column, index) => (
                <TableCell
                  key={column}
                  sx={{
                    whiteSpace: 'nowrap',
                    fontWeight: 700,
                    // The name column stays put while scrolling sideways (the header keeps its own colour).
                    ...(index === 0 ? { position: 'sticky', left: 0, zIndex: 3 } : {}),
                  }}
                >
                  {t(`lenders.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lenders.length === 0 ? (
              <TableRow>
                <TableCell colSpan={LENDER_COLUMNS.length}>{t('lenders.empty')}</TableCell>
              </TableRow>
            ) : (
              lenders.map((lender) => (
                <LenderRow
                  key={lender.lender_id}
                  lender={lender}
                  onEditOffer={setOfferLender}
                  onDelete={onDelete}
                />
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {offerLender && (
        <SpecialOfferDialog
          key={offerLender.lender_id}
          lender={offerLender}
          onClose={() => {
            setOfferLender(null);
          }}
        />
      )}
    </>
  );
}
