import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { PartnerLenderJourney } from '@cl/contracts';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

/** Issue 6 lender-journey: per lender, the numbered steps a customer goes through. */
export function LenderJourneyList({ journeys }: { journeys: readonly PartnerLenderJourney[] }) {
  const { t } = useTranslation('partner');
  if (journeys.length === 0)
    return <Typography color="text.secondary">{t('lenderJourney.empty')}</Typography>;
  return (
    <Box>
      {journeys.map((journey, index) => (
        <Accordion key={journey.name} defaultExpanded={index === 0} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{journey.name}</Typography>
            <Typography color="text.secondary" sx={{ ml: 'auto', pr: 1 }}>
              {t('lenderJourney.stepCount', { count: journey.steps.length })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', counterReset: 'step' }}>
              {journey.steps.map((step) => (
                <Box
                  component="li"
                  key={step.code}
                  sx={{
                    counterIncrement: 'step',
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'flex-start',
                    py: 0.75,
                    '&::before': {
                      content: 'counter(step)',
                      flexShrink: 0,
                      width: 26,
                      height: 26,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: 13,
                      fontWeight: 700,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                    },
                  }}
                >
                  <Typography variant="body2" sx={{ pt: 0.25 }}>
                    {t(`lenderJourney.steps.${step.code}`, { ...step.values, company: env.companyName })}
                  </Typography>
                </Box>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
