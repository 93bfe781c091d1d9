import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CottageOutlined from '@mui/icons-material/CottageOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { LENDING } from '@cl/contracts';
import { formatMoney } from '@/lib/format';

type ProductKey =
  | 'personalLoans'
  | 'businessLoans'
  | 'goldLoans'
  | 'affordableHousingLoan'
  | 'homeLoans'
  | 'creditCards'
  | 'otherInsurance';

// spec 1: the products customers can choose, in the spec's order.
const PRODUCTS: { key: ProductKey; Icon: typeof SvgIcon }[] = [
  { key: 'personalLoans', Icon: AccountBalanceWalletOutlined },
  { key: 'businessLoans', Icon: StorefrontOutlined },
  { key: 'goldLoans', Icon: DiamondOutlined },
  { key: 'affordableHousingLoan', Icon: CottageOutlined },
  { key: 'homeLoans', Icon: HomeWorkOutlined },
  { key: 'creditCards', Icon: CreditCardOutlined },
  { key: 'otherInsurance', Icon: HealthAndSafetyOutlined },
];

// spec 9: personal loans up to 10 lakh, gold loans up to 1 crore.
const LIMITS: Partial<Record<ProductKey, number>> = {
  personalLoans: LENDING.personalLoanMax,
  goldLoans: LENDING.goldLoanMax,
};

/** The product list as cards (choosing one is a later issue). */
export function ProductGrid() {
  const { t } = useTranslation('products');
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {PRODUCTS.map(({ key, Icon }) => {
        const limit = LIMITS[key];
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  {t(`items.${key}.title`)}
                </Typography>
                <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                  {t(`items.${key}.body`, { max: limit === undefined ? '' : formatMoney(limit) })}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
