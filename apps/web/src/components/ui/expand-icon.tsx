/**
 * @mui/icons-material's ExpandMore, or ExpandLess when `open`, as inline SVG (issue 16, ADR 027):
 * the arrow of a button that shows and hides something (aria-expanded says which to a screen reader).
 */
export function ExpandIcon({ open, className }: { open: boolean; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={
          open
            ? 'm12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z'
            : 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z'
        }
      />
    </svg>
  );
}
