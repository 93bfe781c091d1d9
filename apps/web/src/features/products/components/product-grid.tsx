import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CottageOutlined from '@mui/icons-material/CottageOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { LENDING, type ProductType } from '@cl/contracts';
import { formatMoney } from '@/lib/format';

type ProductKey =
  | 'personalLoans'
  | 'businessLoans'
  | 'goldLoans'
  | 'affordableHousingLoan'
  | 'homeLoans'
  | 'creditCards'
  | 'otherInsurance'
  | 'studentLoans'
  | 'twoWheelerLoans'
  | 'carLoans'
  | 'deals';

// spec 1: the products customers can choose, in the spec's order, with their spec 3 productType.
const PRODUCTS: { key: ProductKey; type: ProductType; Icon: typeof SvgIcon }[] = [
  { key: 'personalLoans', type: 'Personal Loans', Icon: AccountBalanceWalletOutlined },
  { key: 'businessLoans', type: 'Business Loans', Icon: StorefrontOutlined },
  { key: 'goldLoans', type: 'Gold Loans', Icon: DiamondOutlined },
  { key: 'affordableHousingLoan', type: 'Affordable Housing Loan', Icon: CottageOutlined },
  { key: 'homeLoans', type: 'Home Loans', Icon: HomeWorkOutlined },
  { key: 'creditCards', type: 'Credit Cards', Icon: CreditCardOutlined },
  { key: 'otherInsurance', type: 'Other Insurance', Icon: HealthAndSafetyOutlined },
  // issue 13: spec 1's remaining products.
  { key: 'studentLoans', type: 'Student Loans', Icon: SchoolOutlined },
  { key: 'twoWheelerLoans', type: 'Two Wheeler Loans', Icon: TwoWheelerOutlined },
  { key: 'carLoans', type: 'Car Loans', Icon: DirectionsCarOutlined },
  { key: 'deals', type: 'Deals', Icon: LocalOfferOutlined },
];

// spec 9: personal loans up to 10 lakh, gold loans up to 1 crore.
const LIMITS: Partial<Record<ProductKey, number>> = {
  personalLoans: LENDING.personalLoanMax,
  goldLoans: LENDING.goldLoanMax,
};

/** spec 2 product list: one card per product; choosing one calls onSelect with its productType. */
export function ProductGrid({
  onSelect,
  disabled,
}: {
  onSelect: (type: ProductType) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('products');
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {PRODUCTS.map(({ key, type, Icon }) => {
        const limit = LIMITS[key];
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                disabled={disabled}
                onClick={() => {
                  onSelect(type);
                }}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                {/* A phone lists eleven products one under another: the icon beside the text keeps each short. */}
                <CardContent
                  sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, gap: { xs: 2, sm: 1 } }}
                >
                  <Icon color="primary" sx={{ fontSize: 36, flexShrink: 0 }} aria-hidden />
                  <div>
                    <Typography variant="h6" component="h2">
                      {t(`items.${key}.title`)}
                    </Typography>
                    <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                      {t(`items.${key}.body`, { max: limit === undefined ? '' : formatMoney(limit) })}
                    </Typography>
                  </div>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
