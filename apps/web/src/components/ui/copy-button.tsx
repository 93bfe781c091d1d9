import Button, { type ButtonProps } from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/toast';

interface CopyButtonProps {
  text: string;
  /** The button's text, e.g. 'Copy link'. */
  label: string;
  /** Toast after a successful copy; failures show `failedMessage`. */
  copiedMessage: string;
  failedMessage: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/** False when the browser refuses (no permission, not a secure context): the text stays selectable. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies a text to the clipboard and says so (toast and a tick for two seconds). */
export function CopyButton({ text, label, copiedMessage, failedMessage, ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => {
      setCopied(false);
    }, 2000);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);

  return (
    <Button
      variant={props.variant ?? 'outlined'}
      size={props.size}
      fullWidth={props.fullWidth}
      color="secondary"
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={() => {
        void copyText(text).then((ok) => {
          setCopied(ok);
          notify(ok ? 'success' : 'error', ok ? copiedMessage : failedMessage);
        });
      }}
    >
      {label}
    </Button>
  );
}
