import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/lib/document-title';

const sections = z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) }));

/**
 * The terms of use or the privacy policy, in the chosen language (DPDP: notice in English and
 * Hindi). Texts live in locales/<lang>/legal.json; company and grievance officer come from config.
 */
export function LegalDocument({
  kind,
  partnerTerms = null,
}: {
  kind: 'terms' | 'privacy';
  /** The partner whose own terms apply too (spec 3 tancApply), or null. */
  partnerTerms?: string | null;
}) {
  const { t } = useTranslation('legal');
  const values = {
    company: env.companyName,
    officerName: env.grievanceOfficer.name,
    officerEmail: env.grievanceOfficer.email,
    officerPhone: env.grievanceOfficer.phone,
  };
  useDocumentTitle(t(`${kind}.pageTitle`));
  // returnObjects hands back whatever the file holds; the schema makes sure it is sections.
  const parsed = sections.safeParse(t(`${kind}.sections`, { returnObjects: true, ...values }));
  const body = parsed.success ? parsed.data : [];
  const partnerSection = sections.safeParse(
    partnerTerms ? t('partnerTerms.sections', { returnObjects: true, ...values, partner: partnerTerms }) : [],
  );
  if (kind === 'terms' && partnerSection.success) body.push(...partnerSection.data);

  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t(`${kind}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('updated')}
      </Typography>
      <Typography sx={{ mt: 3 }}>{t(`${kind}.intro`, values)}</Typography>
      {body.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
