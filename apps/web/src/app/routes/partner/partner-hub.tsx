import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link } from 'react-router';

export interface HubLink {
  href: string;
  title: string;
  body: string;
  /** A figure shown on the card, e.g. the number of lenders. */
  badge?: string;
}

/** The section pages (product offering, marketing support, ...): a card per sub-page. */
export function PartnerHub({ links }: { links: readonly HubLink[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {links.map((link) => (
        <li key={link.href}>
          <Card variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: 'primary.main' }}>
            <CardActionArea
              component={Link}
              to={link.href}
              sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {link.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {link.body}
                </Typography>
                {link.badge && (
                  <Typography variant="body2" color="secondary" sx={{ mt: 1, fontWeight: 700 }}>
                    {link.badge}
                  </Typography>
                )}
              </Box>
              <ChevronRightIcon color="action" />
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
