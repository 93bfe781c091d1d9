import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@cl/contracts';
import { cardEditRequest } from '@/app/routes/admin/credit-cards/card-edit-request';
import type { EditableCardProperty } from '@/features/admin-credit-cards/components/credit-card-row';
import {
  useUpdateCreditCard,
  type CreditCardUpdate,
} from '@/features/admin-credit-cards/api/update-credit-card';
import {
  EditValueDialog,
  type EditValueResult,
} from '@/features/admin-edit-value/components/edit-value-dialog';
import { useUploadFile } from '@/features/admin-files/api/upload-file';

interface CreditCardEditorProps {
  card: CreditCard;
  property: EditableCardProperty;
  onClose: () => void;
}

/**
 * The edit-value dialog for one card property. A thumbnail is uploaded first (spec 7 s3-upload-file,
 * path '<category name> - logo'), then its address saved as category_img_thumb.
 */
export function CreditCardEditor({ card, property, onClose }: CreditCardEditorProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateCreditCard();
  const upload = useUploadFile();
  const save = (body: CreditCardUpdate) => {
    update.mutate(body, { onSuccess: onClose });
  };

  const submit = (result: EditValueResult) => {
    const category_id = card.category_id;
    if (result.kind === 'file') {
      upload.mutate(
        { file: result.file, path: `${card.category_name} - logo` },
        {
          onSuccess: (file) => {
            save({ category_id, property: 'category_img_thumb', value: file });
          },
        },
      );
    } else if (result.kind === 'bullets') {
      const bullets = property === 'marketing_bullets_hi' ? property : 'marketing_bullets';
      save({ category_id, property: bullets, value: result.value });
    } else if (property === 'sort_order') {
      save({ category_id, property, value: Number(result.value) });
    } else if (
      property === 'key_feature' ||
      property === 'annual_fee' ||
      property === 'utm_link' ||
      property === 'category_name_hi' ||
      property === 'key_feature_hi' ||
      property === 'annual_fee_hi'
    ) {
      save({ category_id, property, value: result.value });
    }
  };

  return (
    <EditValueDialog
      title={t('cards.editTitle', { field: t(`cards.fields.${property}`), name: card.category_name })}
      label={t(`cards.fields.${property}`)}
      request={cardEditRequest(card, property)}
      pending={update.isPending || upload.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
