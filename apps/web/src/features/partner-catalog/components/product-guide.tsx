import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GUIDE_KEYS, type ProductPage } from '../utils/product-pages';

const SECTIONS = ['whoFor', 'documents', 'tips'] as const;
const lines = z.array(z.string()).catch([]);

/** What a partner needs to know to sell a product: who it suits, documents, and selling tips. */
export function ProductGuide({ page }: { page: ProductPage }) {
  const { t } = useTranslation('partner');
  const key = GUIDE_KEYS[page];
  return (
    <Box>
      <Typography sx={{ mb: 2, maxWidth: 860 }}>{t(`productGuides.${key}.intro`)}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {SECTIONS.map((section) => (
          <Paper key={section} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`productGuides.sections.${section}`)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
              {lines.parse(t(`productGuides.${key}.${section}`, { returnObjects: true })).map((line) => (
                <Typography component="li" variant="body2" key={line}>
                  {line}
                </Typography>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
