import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface MasqueradeBannerProps {
  partnerName: string;
  exiting: boolean;
  onExit: () => void;
}

/** spec 2 / spec 4: an admin acting as a partner always sees whom they act as, and a way out. */
export function MasqueradeBanner({ partnerName, exiting, onExit }: MasqueradeBannerProps) {
  const { t } = useTranslation('partner');
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      action={
        <Button color="inherit" size="small" variant="outlined" disabled={exiting} onClick={onExit}>
          {t('masquerade.exit')}
        </Button>
      }
      sx={{ alignItems: 'center', borderRadius: 0 }}
    >
      {t('masquerade.viewingAs', { partner: partnerName })}
    </Alert>
  );
}
