// The three Material icons the header draws (HelpOutlineOutlined, Logout, Menu), as inline SVG:
// @mui/icons-material would bring MUI's SvgIcon and emotion to the start page (issue 16).

export function HelpIcon() {
  return (
    <svg className="cl-btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4" />
    </svg>
  );
}

export function LogoutIcon() {
  return (
    <svg className="cl-btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
    </svg>
  );
}
