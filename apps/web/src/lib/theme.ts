import { createTheme, type Theme } from '@mui/material/styles';
import { DEFAULT_BRAND, LAYOUT } from '@cl/contracts';
import { readableOn, textOn } from '@/lib/contrast';

export interface BrandColours {
  primary: string;
  secondary: string;
  fontFamily?: string | null;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// System fonts first: no web-font download on slow 4G; Noto covers Devanagari on Android.
const SYSTEM_FONTS = "system-ui, Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Segoe UI', Arial, sans-serif";
const WARNING = '#ed6c02';
const SAFE_FONT_FAMILY = /^[\w\s,'"-]{1,120}$/;

/** A partner colour that is not a plain hex colour falls back to the default (createTheme throws). */
function colour(value: string, fallback: string): string {
  return HEX_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/** spec 9: theme from the partner brand; radius 10, large buttons 50 high, modals at z-index 9999. */
export function createAppTheme(brand: BrandColours = DEFAULT_BRAND): Theme {
  const family = brand.fontFamily && SAFE_FONT_FAMILY.test(brand.fontFamily) ? brand.fontFamily : null;
  const primary = colour(brand.primary, DEFAULT_BRAND.primary);
  const secondary = colour(brand.secondary, DEFAULT_BRAND.secondary);
  // WCAG AA (issue 13): the brand colour fills buttons with readable text on it; where the brand
  // colour is text or an outline on the page, a darker shade of it that reads at 4.5:1 (3:1 for
  // an outline) against the page background (which is darker than the white cards, so both pass).
  const page = '#f6f8fb';
  const primaryText = readableOn(primary, page);
  const primaryEdge = readableOn(primary, page, 3);
  return createTheme({
    palette: {
      primary: { main: primary, contrastText: textOn(primary) },
      secondary: { main: secondary, contrastText: textOn(secondary) },
      background: { default: page },
      // MUI's own status colours with the text colour that reads on them (its white on the
      // warning orange is 3.1:1).
      warning: { main: WARNING, contrastText: textOn(WARNING) },
    },
    shape: { borderRadius: LAYOUT.borderRadius },
    // Toasts (react-toastify) and tooltips stay above the modal layer.
    zIndex: { modal: LAYOUT.modalZIndex, snackbar: LAYOUT.modalZIndex + 1, tooltip: LAYOUT.modalZIndex + 2 },
    typography: {
      fontFamily: family ? `${family}, ${SYSTEM_FONTS}` : SYSTEM_FONTS,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          sizeLarge: { minHeight: LAYOUT.largeButtonHeight },
          root: {
            variants: [
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: primaryText, borderColor: primaryEdge },
              },
              { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
            ],
          },
        },
      },
      MuiTypography: {
        styleOverrides: {
          root: { variants: [{ props: { color: 'primary' }, style: { color: primaryText } }] },
        },
      },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      MuiChip: {
        styleOverrides: {
          root: {
            variants: [{ props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText } }],
          },
        },
      },
      // Brand primaries are often light (the default is cyan, 1.9:1 on white): text in links,
      // focused fields and text buttons uses the darker secondary so it stays readable.
      MuiLink: { defaultProps: { color: 'secondary' } },
      MuiFormControl: { defaultProps: { color: 'secondary' } },
    },
  });
}
