import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { AdminPartner } from '../api/get-partners';

export type EditablePartnerProperty = 'utm_id' | 'revenue_percent' | 'revenue_flat_fee';

interface PartnerDetailsProps {
  partner: AdminPartner;
  onEdit: (property: EditablePartnerProperty) => void;
}

/** /admin/partners/:id: the partner's record; UTM id and revenue share open the edit-value dialog. */
export function PartnerDetails({ partner, onEdit }: PartnerDetailsProps) {
  const { t } = useTranslation('admin');
  const rows: { property: EditablePartnerProperty; value: string }[] = [
    { property: 'utm_id', value: partner.utm_id ?? '—' },
    {
      property: 'revenue_percent',
      value: partner.revenue_percent === null ? '—' : `${partner.revenue_percent}%`,
    },
    {
      property: 'revenue_flat_fee',
      value: partner.revenue_flat_fee === null ? '—' : formatMoney(partner.revenue_flat_fee),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box
          component="img"
          src={partner.logo}
          alt=""
          sx={{ height: 40, maxWidth: 140, objectFit: 'contain' }}
        />
        <Typography color="text.secondary">{t('partners.keyLabel', { key: partner.key })}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(140px, auto) 1fr auto',
          gap: 1.5,
          alignItems: 'center',
        }}
      >
        {rows.map(({ property, value }) => (
          <Box key={property} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t(`partners.columns.${property}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
              {value}
            </Typography>
            <Button
              size="small"
              color="secondary"
              aria-label={t('partners.editLabel', { field: t(`partners.columns.${property}`) })}
              onClick={() => {
                onEdit(property);
              }}
            >
              {t('actions.edit')}
            </Button>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
