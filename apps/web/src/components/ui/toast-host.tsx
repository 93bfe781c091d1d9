import { ToastContainer } from 'react-toastify';
import { LAYOUT, TOAST } from '@cl/contracts';
import './toast-host.css';

/** spec 8, spec 9: at most 5 toasts, each closing after 3 s; above dialogs (z-index 9999). */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-center"
      limit={TOAST.limit}
      autoClose={TOAST.autoCloseMs}
      theme="colored"
      newestOnTop
      style={{ zIndex: LAYOUT.modalZIndex + 1 }}
    />
  );
}
