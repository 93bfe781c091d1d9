import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { errorText } from '@/lib/query-client';

interface PartnerQueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  minHeight?: number;
}

/** Spinner while loading, the server's message with Retry on failure (spec 8), else the content. */
export function PartnerQueryView<T>({ query, children, minHeight = 200 }: PartnerQueryViewProps<T>) {
  const { t } = useTranslation('partner');
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {errorText(query.error)}
      </Alert>
    );
  }
  return <CenteredSpinner minHeight={minHeight} />;
}
