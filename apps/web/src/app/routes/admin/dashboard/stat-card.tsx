import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';

interface StatCardProps {
  label: string;
  /** null while loading or when it could not be read. */
  value: number | null;
  detail?: string;
}

/** One overview figure on the dashboard. */
export function StatCard({ label, value, detail }: StatCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2.5 }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
        {value === null ? '…' : formatNumber(value)}
      </Typography>
      {detail && (
        <Typography color="text.secondary" variant="body2">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}
