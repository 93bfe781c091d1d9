import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import { LENDING } from '@cl/contracts';
import { formatMoney, formatNumber } from '@/lib/format';

/**
 * spec 9 lending text: ₹1,000 to ₹10,00,000; 10.99% to 36%; 1 to 60 months; household income
 * declared from ₹3,00,000 a year (en-IN figures).
 */
export function LendingSummary() {
  const { t } = useTranslation('products');
  const lines = [
    t('lending.amount', { min: formatMoney(LENDING.loanMin), max: formatMoney(LENDING.loanMax) }),
    t('lending.rate', { min: formatNumber(LENDING.rateMin), max: formatNumber(LENDING.rateMax) }),
    t('lending.tenure', { min: LENDING.termMinMonths, max: LENDING.termMaxMonths }),
    t('lending.incomeDeclaration', { amount: formatMoney(LENDING.householdIncomeDeclarationPerYear) }),
    t('free'),
  ];
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Stack key={line} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleOutlined color="primary" fontSize="small" sx={{ mt: '2px' }} aria-hidden />
          <Typography>{line}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
