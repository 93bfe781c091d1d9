import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ui/modal-dialog';
import './kfs.css';

interface ResponsiveDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that fills a phone screen (360 px) and is a centred sheet on larger screens: the
 * browser's modal <dialog> (components/ui/modal-dialog.tsx: labelled by its title, focus kept
 * inside and given back, Escape closes), sized here (kfs.css), without MUI (issue 16).
 */
export function ResponsiveDialog({ open, title, onClose, children }: ResponsiveDialogProps) {
  const { t } = useTranslation('common');
  return (
    <div className="offers-dialog">
      <ModalDialog open={open} title={title} closeLabel={t('actions.close')} onClose={onClose}>
        {children}
      </ModalDialog>
    </div>
  );
}
