import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface UnmatchedLender {
  lenderId: number;
  name: string;
  reasons: string[];
}

/**
 * RBI DLD 2025: the names of lenders whose criteria the customer did not meet, with the reasons.
 * Always listed in full, never folded away.
 */
export function UnmatchedLenders({ lenders }: { lenders: UnmatchedLender[] }) {
  const { t } = useTranslation('offers');
  if (lenders.length === 0) {
    return <Typography color="text.secondary">{t('unmatched.none')}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {lenders.map((lender) => (
        <Box
          component="li"
          key={lender.lenderId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
        >
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {lender.name}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {lender.reasons.map((reason) => (
              <Typography component="li" variant="body2" color="text.secondary" key={reason}>
                {reason}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
