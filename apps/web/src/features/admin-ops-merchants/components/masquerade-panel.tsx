import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasqueradePartners } from '../api/get-masquerade-partners';
import { useStartMasquerade } from '../api/start-masquerade';

/** spec 4 masquerade: pick a partner and act as them; the banner's Exit comes back here. */
export function MasqueradePanel() {
  const { t } = useTranslation('admin-ops');
  const partners = useMasqueradePartners();
  const start = useStartMasquerade();
  const [partnerId, setPartnerId] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('merchants.masqueradeTitle')}
      </Typography>
      <Typography color="text.secondary">{t('merchants.masqueradeIntro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('merchants.pickPartner')}
          value={partnerId}
          onChange={(event) => {
            setPartnerId(event.target.value);
          }}
          sx={{ minWidth: 260 }}
          helperText={partners.isPending ? t('loading') : undefined}
        >
          {(partners.data ?? []).map((partner) => (
            <MenuItem key={partner.id} value={String(partner.id)}>
              {partner.displayName} ({partner.key})
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<VisibilityIcon />}
          disabled={partnerId === '' || start.isPending}
          onClick={() => {
            start.mutate(Number(partnerId));
          }}
        >
          {t('merchants.viewAs')}
        </Button>
      </Box>
    </Paper>
  );
}
