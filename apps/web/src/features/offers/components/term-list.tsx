import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Term {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: two columns that stay readable at 360 px. */
export function TermList({ terms, dense }: { terms: Term[]; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
        columnGap: 2,
        rowGap: dense ? 0.75 : 1,
        m: 0,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
        '& dd': { m: 0, fontSize: '0.9375rem', fontWeight: 500, wordBreak: 'break-word' },
      }}
    >
      {terms.map((term) => (
        <Box key={term.label} sx={{ display: 'contents' }}>
          <dt>{term.label}</dt>
          <dd>{term.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
