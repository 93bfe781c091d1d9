import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { partnerUtmBody } from '@cl/contracts';
import { partnerKeys, type AdminPartner } from '@/features/admin-partners/api/get-partners';
import { PartnerRateDialog } from '@/features/admin-partner-rates/components/partner-rate-dialog';
import { useUpdatePartnerUtm } from '@/features/admin-partners/api/update-partner-utm';
import type { EditablePartnerProperty } from '@/features/admin-partners/components/partner-details';
import {
  EditValueDialog,
  type EditValueRequest,
  type EditValueResult,
} from '@/features/admin-edit-value/components/edit-value-dialog';
import { refreshAfterWrite } from '@/lib/query-refresh';

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

// spec 5: utm_id accepts only letters, digits, _ and -.
const utmRequest = (partner: AdminPartner): EditValueRequest => ({
  kind: 'text',
  initial: partner.utm_id ?? '',
  allow: /^[A-Za-z0-9_-]*$/,
  validate: (value) => firstIssue(partnerUtmBody.safeParse({ utm_id: value })),
});

interface PartnerEditorProps {
  partner: AdminPartner;
  property: EditablePartnerProperty;
  onClose: () => void;
}

/**
 * The edit-value dialog for a partner's UTM id; its revenue share opens the rate dialog, which asks
 * from which day the new rate applies (issue 15).
 */
export function PartnerEditor({ partner, property, onClose }: PartnerEditorProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const utm = useUpdatePartnerUtm();
  const submit = (result: EditValueResult) => {
    if (result.kind !== 'text') return;
    utm.mutate({ partnerId: partner.id, utm_id: result.value }, { onSuccess: onClose });
  };
  if (property !== 'utm_id')
    return (
      <PartnerRateDialog
        partnerId={partner.id}
        partnerName={partner.displayName}
        onSaved={() => {
          void refreshAfterWrite(queryClient, partnerKeys.all);
          onClose();
        }}
        onClose={onClose}
      />
    );
  return (
    <EditValueDialog
      title={t('partners.editTitle', { field: t(`partners.columns.${property}`), name: partner.displayName })}
      label={t(`partners.columns.${property}`)}
      request={utmRequest(partner)}
      pending={utm.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
