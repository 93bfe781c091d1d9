// The three Material icons the header draws (HelpOutlineOutlined, Logout, Menu), as inline SVG:
// @mui/icons-material would bring MUI's SvgIcon and emotion to the start page (issue 16).
import { HELP_ICON_PATH, MENU_ICON_PATH } from './header-icon-paths';

export function HelpIcon() {
  return (
    <svg className="cl-btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={HELP_ICON_PATH} />
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
      <path d={MENU_ICON_PATH} />
    </svg>
  );
}
