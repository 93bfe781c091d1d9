// Sample data (not real lender terms).
// spec 3 Partner and Partner branding entry: the 33 supported partner keys plus the default brand
// 'cl'. Every default-coloured brand uses #4EC9DB / #070050; tancApply is true for one partner only.
// Logos are generated placeholders (see ../logos.ts), served at /api/brand-logo/<key>.svg. Fonts
// are self-hosted or fall back to system fonts, so fontSource stays null.
import { brandLogoPath, coBrandLogoPath, DEFAULT_BRAND, DEFAULT_PARTNER_NAME } from '@cl/contracts';
import type { partners } from '../../schema/partners.ts';

type PartnerInsert = typeof partners.$inferInsert;

const FONTS = {
  roboto: 'Roboto, Arial, sans-serif',
  poppins: 'Poppins, "Segoe UI", Arial, sans-serif',
  inter: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  openSans: '"Open Sans", "Segoe UI", Arial, sans-serif',
  lato: 'Lato, "Helvetica Neue", Arial, sans-serif',
  noto: '"Noto Sans", "Noto Sans Devanagari", Arial, sans-serif',
  montserrat: 'Montserrat, "Segoe UI", Arial, sans-serif',
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** utm_id accepts only letters, digits, _ and - (spec 5). */
export const utmIdFor = (key: string): string => key.replace(/[^A-Za-z0-9_-]/g, '');

interface PartnerSeed {
  key: string;
  displayName: string;
  /** null: the default brand colours. */
  colors: readonly [primary: string, secondary: string] | null;
  font: keyof typeof FONTS;
  title?: string;
  revenuePercent?: string;
  revenueFlatFee?: string;
}

const ROWS: PartnerSeed[] = [
  {
    key: 'vakrangee',
    displayName: 'Vakrangee',
    colors: ['#E4572E', '#1D1A4A'],
    font: 'roboto',
    title: 'Vakrangee Loans',
    revenuePercent: '1.500',
  },
  {
    key: 'fastpay',
    displayName: 'FastPay',
    colors: ['#2E86DE', '#0B2545'],
    font: 'poppins',
    revenuePercent: '1.250',
  },
  {
    key: 'comparewise',
    displayName: 'CompareWise',
    colors: ['#16A085', '#0E3B43'],
    font: 'inter',
    title: 'CompareWise Finance',
    revenuePercent: '1.000',
    revenueFlatFee: '150.00',
  },
  { key: 'gsunite', displayName: 'GS Unite', colors: null, font: 'roboto' },
  {
    key: 'moneychamp',
    displayName: 'MoneyChamp',
    colors: ['#F2A900', '#2B2D42'],
    font: 'montserrat',
    title: 'MoneyChamp Loans',
    revenuePercent: '1.750',
  },
  { key: 'iwebtechno', displayName: 'iWeb Techno', colors: null, font: 'openSans', revenueFlatFee: '200.00' },
  {
    key: 'toshanipremium',
    displayName: 'Toshani Premium',
    colors: ['#8E44AD', '#2C0E37'],
    font: 'lato',
    revenuePercent: '1.250',
  },
  {
    key: 'faydapay',
    displayName: 'FaydaPay',
    colors: ['#27AE60', '#113C26'],
    font: 'poppins',
    revenuePercent: '0.900',
  },
  {
    key: 'vakrangeegold',
    displayName: 'Vakrangee Gold',
    colors: ['#C9A227', '#3B2F0B'],
    font: 'roboto',
    title: 'Vakrangee Gold Loans',
    revenuePercent: '0.500',
  },
  {
    key: 'askcredit',
    displayName: 'AskCredit',
    colors: ['#3D5A80', '#1B263B'],
    font: 'inter',
    revenueFlatFee: '250.00',
  },
  { key: 'lidservices', displayName: 'LID Services', colors: null, font: 'system' },
  {
    key: 'paymonk',
    displayName: 'PayMonk',
    colors: ['#D35400', '#2D1606'],
    font: 'openSans',
    revenuePercent: '1.100',
  },
  {
    key: 'jeevan-utthan',
    displayName: 'Jeevan Utthan',
    colors: ['#2A9D8F', '#264653'],
    font: 'noto',
    title: 'Jeevan Utthan Finance',
    revenuePercent: '1.000',
  },
  { key: 'inforts', displayName: 'Inforts', colors: null, font: 'inter', revenuePercent: '0.750' },
  {
    key: '1touchpe',
    displayName: '1TouchPe',
    colors: ['#5E60CE', '#1E1B4B'],
    font: 'poppins',
    revenueFlatFee: '100.00',
  },
  {
    key: 'ezeepay',
    displayName: 'EzeePay',
    colors: ['#00A6FB', '#032B43'],
    font: 'roboto',
    revenuePercent: '1.200',
  },
  { key: 'dirsti', displayName: 'Dirsti', colors: null, font: 'lato' },
  {
    key: 'visitmyloan',
    displayName: 'VisitMyLoan',
    colors: ['#EF476F', '#2B0A14'],
    font: 'montserrat',
    title: 'VisitMyLoan',
    revenuePercent: '1.500',
    revenueFlatFee: '100.00',
  },
  { key: 'winoraa', displayName: 'Winoraa', colors: null, font: 'poppins', revenuePercent: '1.000' },
  {
    key: 'ygocompany',
    displayName: 'YGO Company',
    colors: ['#118AB2', '#073B4C'],
    font: 'system',
  },
  {
    key: 'nitya_finance',
    displayName: 'Nitya Finance',
    colors: ['#7B2CBF', '#240046'],
    font: 'noto',
    title: 'Nitya Finance',
    revenuePercent: '1.300',
  },
  {
    key: 'daypfinance',
    displayName: 'Dayp Finance',
    colors: ['#0077B6', '#03045E'],
    font: 'openSans',
    revenueFlatFee: '175.00',
  },
  {
    key: 'aadarsh_finance',
    displayName: 'Aadarsh Finance',
    colors: ['#BC4749', '#386641'],
    font: 'noto',
    title: 'Aadarsh Finance',
    revenuePercent: '1.000',
  },
  { key: 'realzone', displayName: 'RealZone', colors: null, font: 'roboto', revenueFlatFee: '150.00' },
  {
    key: 'moneyflow',
    displayName: 'MoneyFlow',
    colors: ['#06D6A0', '#073B3A'],
    font: 'inter',
    revenuePercent: '1.400',
  },
  { key: 'webpe', displayName: 'WebPe', colors: ['#F77F00', '#003049'], font: 'poppins' },
  {
    key: 'viren',
    displayName: 'Viren',
    colors: ['#6A994E', '#1F2F16'],
    font: 'lato',
    revenuePercent: '0.800',
  },
  {
    key: 'moral-e-suvidha',
    displayName: 'Moral e-Suvidha',
    colors: ['#E76F51', '#2A1A1F'],
    font: 'noto',
    title: 'Moral e-Suvidha Kendra',
    revenueFlatFee: '120.00',
  },
  { key: 'yoke', displayName: 'Yoke', colors: null, font: 'montserrat' },
  {
    key: 'indezon',
    displayName: 'Indezon',
    colors: ['#4361EE', '#14213D'],
    font: 'roboto',
    revenuePercent: '1.150',
  },
  {
    key: 'dhanvriddhiassurance',
    displayName: 'Dhanvriddhi Assurance',
    colors: ['#2D6A4F', '#081C15'],
    font: 'noto',
    title: 'Dhanvriddhi Assurance',
    revenuePercent: '2.000',
  },
  {
    key: 'fivekcr',
    displayName: 'FiveKCr',
    colors: ['#9D0208', '#370617'],
    font: 'montserrat',
    revenueFlatFee: '300.00',
  },
  {
    key: 'saralpe',
    displayName: 'SaralPe',
    colors: ['#FF6B6B', '#1A1A2E'],
    font: 'poppins',
    revenuePercent: '1.000',
  },
];

/** The partner that shows the terms-and-conditions apply note (spec 3: only one). */
const TANC_PARTNER = 'vakrangee';

function toInsert(seed: PartnerSeed): PartnerInsert {
  const [primaryColor, secondaryColor] = seed.colors ?? [DEFAULT_BRAND.primary, DEFAULT_BRAND.secondary];
  return {
    key: seed.key,
    displayName: seed.displayName,
    utmId: utmIdFor(seed.key),
    revenuePercent: seed.revenuePercent ?? null,
    revenueFlatFee: seed.revenueFlatFee ?? null,
    logo: brandLogoPath(seed.key),
    fontSource: null,
    fontFamily: FONTS[seed.font],
    primaryColor,
    secondaryColor,
    title: seed.title ?? null,
    tancApply: seed.key === TANC_PARTNER,
    coBrandLogo: null,
    isDefault: false,
  };
}

/** The one co-brand logo entry of spec 3; rendered with the same placeholder logo maker. */
export const SEED_CO_BRANDS = [
  {
    key: 'carinfo',
    displayName: 'CarInfo',
    primaryColor: '#1F6FEB',
    secondaryColor: '#0A1F44',
    logo: coBrandLogoPath('carinfo'),
  },
] as const;

const DEFAULT_PARTNER: PartnerInsert = {
  key: DEFAULT_PARTNER_NAME,
  displayName: 'CrediLink',
  utmId: utmIdFor(DEFAULT_PARTNER_NAME),
  revenuePercent: null,
  revenueFlatFee: null,
  logo: brandLogoPath(DEFAULT_PARTNER_NAME),
  fontSource: null,
  fontFamily: FONTS.inter,
  primaryColor: DEFAULT_BRAND.primary,
  secondaryColor: DEFAULT_BRAND.secondary,
  title: 'CrediLink',
  tancApply: false,
  coBrandLogo: SEED_CO_BRANDS[0].logo,
  isDefault: true,
};

export const SEED_PARTNERS: PartnerInsert[] = [DEFAULT_PARTNER, ...ROWS.map(toInsert)];
