import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export type FaqKind = 'customer' | 'dsa';
const faqItems = z.array(z.object({ q: z.string(), a: z.string() })).catch([]);

/** Issue 6 faqs: answers a partner gives customers (customer-queries) or needs as a DSA (dsa-queries). */
export function FaqList({ kind }: { kind: FaqKind }) {
  const { t } = useTranslation('partner');
  const items = faqItems.parse(t(`faqs.${kind}.items`, { returnObjects: true }));
  return (
    <Box>
      {items.map((item, index) => (
        <Accordion key={item.q} disableGutters variant="outlined" defaultExpanded={index === 0}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
