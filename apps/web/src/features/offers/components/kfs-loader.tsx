import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KfsDocument } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { errorText } from '@/lib/query-client';
import { useKfs } from '../api/get-kfs';
import { KfsView } from './kfs-view';

interface KfsLoaderProps {
  slug: string;
  amount: number;
  months: number | null;
  /** Rendered under the KFS once it is there (the apply step); gets the KFS it is about. */
  children?: (kfs: KfsDocument, refetch: () => void) => ReactNode;
}

/** Fetches and shows one KFS; a KFS that cannot be made says why, with a retry. */
export function KfsLoader({ slug, amount, months, children }: KfsLoaderProps) {
  const { t } = useTranslation('offers');
  const kfs = useKfs(slug, amount, months);
  const refetch = () => {
    void kfs.refetch();
  };
  if (kfs.isPending) return <CenteredSpinner minHeight={160} />;
  if (kfs.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{errorText(kfs.error)}</Alert>
        <Button onClick={refetch} sx={{ alignSelf: 'flex-start' }}>
          {t('states.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <KfsView kfs={kfs.data} slug={slug} />
      {children?.(kfs.data, refetch)}
    </Stack>
  );
}
