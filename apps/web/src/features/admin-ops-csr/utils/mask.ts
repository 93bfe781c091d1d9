/** spec 3 masked info: the server masks the PAN already; this keeps the screen safe if it ever did not. */
export function maskPan(pan: string | null): string {
  if (!pan) return '—';
  if (/[*Xx]/.test(pan)) return pan;
  return `******${pan.slice(-4)}`;
}
