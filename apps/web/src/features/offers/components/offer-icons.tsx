// The few @mui/icons-material icons the offers pages draw, as inline SVG (issue 16, ADR 027).

interface IconProps {
  className?: string;
}

function Icon({ className, d }: IconProps & { d: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** DescriptionOutlined: a KFS. */
export function KfsIcon({ className }: IconProps) {
  return (
    <Icon
      className={className}
      d="M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z"
    />
  );
}

/** DownloadOutlined: the KFS's PDF copy. */
export function DownloadIcon({ className }: IconProps) {
  return (
    <Icon className={className} d="M19 9h-4V3H9v6H5l7 7zm-8 2V5h2v6h1.17L12 13.17 9.83 11zm-6 7h14v2H5z" />
  );
}
