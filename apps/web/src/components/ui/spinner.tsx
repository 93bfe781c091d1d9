import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A CSS ring like index.html's boot spinner; lighter than CircularProgress on the start page. */
export function Spinner({ size = 40, label }: { size?: number; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        border: 4,
        borderColor: 'divider',
        borderTopColor: 'primary.main',
        animation: `${spin} 0.8s linear infinite`,
      }}
    />
  );
}
