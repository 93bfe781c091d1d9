/**
 * spec 2 "Admin masquerade: a banner with Exit". Masquerade arrives with issue 7, which renders the
 * banner here (above every admin page, below the header); until then there is nothing to show.
 */
export function MasqueradeBannerSlot() {
  return null;
}
