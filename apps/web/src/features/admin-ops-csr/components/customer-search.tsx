import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSearchable, useCustomerSearch, type CustomerHit } from '../api/search-customers';

interface CustomerSearchProps {
  /** What each hit offers: open it (CSR), erase it (deletion), ... */
  action: (hit: CustomerHit) => ReactNode;
}

/** Find a customer by full mobile, full email or application reference (never a fragment). */
export function CustomerSearch({ action }: CustomerSearchProps) {
  const { t } = useTranslation('admin-ops');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useCustomerSearch(q);
  const hits = search.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
      >
        <TextField
          size="small"
          label={t('csr.searchLabel')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          helperText={t('csr.searchHint')}
          sx={{ minWidth: 320, flex: 1, maxWidth: 480 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!isSearchable(text)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('csr.search')}
        </Button>
      </Box>
      {isSearchable(q) && (
        <Table size="small" aria-label={t('csr.search')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('csr.name')}</TableCell>
              <TableCell>{t('csr.mobile')}</TableCell>
              <TableCell>{t('csr.email')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {hits.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>{search.isFetching ? t('loading') : t('noData')}</TableCell>
              </TableRow>
            ) : (
              hits.map((hit) => (
                <TableRow key={hit.userId}>
                  <TableCell>{hit.name ?? t('csr.noName')}</TableCell>
                  <TableCell>{hit.mobile ?? '—'}</TableCell>
                  <TableCell>{hit.email ?? '—'}</TableCell>
                  <TableCell align="right">{action(hit)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
