import { createTheme, type Theme } from '@mui/material/styles';
import {
  brandPalette,
  DEFAULT_BRAND,
  LAYOUT,
  PAGE_BACKGROUND,
  textOn,
  type BrandColours,
} from '@cl/contracts';

const WARNING = '#ed6c02';

/** spec 9: theme from the partner brand; radius 10, large buttons 50 high, modals at z-index 9999. */
export function createAppTheme(brand: BrandColours = DEFAULT_BRAND): Theme {
  // WCAG AA (issue 13): the brand colour fills buttons with readable text on it; where it is text
  // or an outline on the page, the darker shades brandPalette() derives.
  const { fontFamily, primary, secondary, primaryText, primaryEdge } = brandPalette(brand);
  const page = PAGE_BACKGROUND;
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
      fontFamily,
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
