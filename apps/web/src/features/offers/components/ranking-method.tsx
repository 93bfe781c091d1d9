import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RankingMethodView } from '../api/get-ranking-method';
import { PageHeading } from '@/components/ui/page-heading';

function Section({ title, items, ordered }: { title: string; items: readonly string[]; ordered?: boolean }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component={ordered ? 'ol' : 'ul'} sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Typography component="li" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

interface RankingMethodProps {
  method: RankingMethodView;
  headings: { matching: string; ordering: string; notes: string };
}

/** The published matching and ranking method (RBI DLD 2025), in the page's language. */
export function RankingMethod({ method, headings }: RankingMethodProps) {
  return (
    <Box>
      <PageHeading>{method.title}</PageHeading>
      <Typography sx={{ mt: 1.5 }} color="text.secondary">
        {method.summary}
      </Typography>
      <Section title={headings.matching} items={method.matching} />
      <Section title={headings.ordering} items={method.ordering} ordered />
      <Section title={headings.notes} items={method.notes} />
    </Box>
  );
}
