import { useTranslation } from 'react-i18next';
import { partnerRevenueBody, partnerUtmBody } from '@cl/contracts';
import type { AdminPartner } from '@/features/admin-partners/api/get-partners';
import { useUpdatePartnerRevenue } from '@/features/admin-partners/api/update-partner-revenue';
import { useUpdatePartnerUtm } from '@/features/admin-partners/api/update-partner-utm';
import type { EditablePartnerProperty } from '@/features/admin-partners/components/partner-details';
import {
  EditValueDialog,
  type EditValueRequest,
  type EditValueResult,
} from '@/features/admin-edit-value/components/edit-value-dialog';

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

function requestFor(partner: AdminPartner, property: EditablePartnerProperty): EditValueRequest {
  if (property === 'utm_id') {
    // spec 5: utm_id accepts only letters, digits, _ and -.
    return {
      kind: 'text',
      initial: partner.utm_id ?? '',
      allow: /^[A-Za-z0-9_-]*$/,
      validate: (value) => firstIssue(partnerUtmBody.safeParse({ utm_id: value })),
    };
  }
  const saved = partner[property];
  return {
    kind: 'text',
    initial: saved === null ? '' : String(saved),
    allow: /^\d*\.?\d*$/, // spec 5: number fields accept only numeric input
    inputMode: 'decimal',
    validate: (value) => firstIssue(partnerRevenueBody.safeParse({ [property]: Number(value) })),
  };
}

interface PartnerEditorProps {
  partner: AdminPartner;
  property: EditablePartnerProperty;
  onClose: () => void;
}

/** The edit-value dialog for a partner's UTM id or revenue share (the other share value is kept). */
export function PartnerEditor({ partner, property, onClose }: PartnerEditorProps) {
  const { t } = useTranslation('admin');
  const utm = useUpdatePartnerUtm();
  const revenue = useUpdatePartnerRevenue();
  const submit = (result: EditValueResult) => {
    if (result.kind !== 'text') return;
    const done = { onSuccess: onClose };
    const partnerId = partner.id;
    // spec 7: only the edited share is sent; the server keeps the other.
    if (property === 'utm_id') utm.mutate({ partnerId, utm_id: result.value }, done);
    else if (property === 'revenue_percent')
      revenue.mutate({ partnerId, revenue_percent: Number(result.value) }, done);
    else revenue.mutate({ partnerId, revenue_flat_fee: Number(result.value) }, done);
  };
  return (
    <EditValueDialog
      title={t('partners.editTitle', { field: t(`partners.columns.${property}`), name: partner.displayName })}
      label={t(`partners.columns.${property}`)}
      request={requestFor(partner, property)}
      pending={utm.isPending || revenue.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
