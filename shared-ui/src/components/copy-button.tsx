import { LIMITS } from '@tamir/shared-api';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { copyText } from '../utils/clipboard';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Tooltip } from './tooltip';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label?: ReactNode;
  /** Shown in a tooltip (and announced) after copying. */
  copiedText?: string;
  /** How long the copied tooltip stays: 2 s (spec §9). */
  durationMs?: number;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
  onCopied?: () => void;
  onError?: (error: unknown) => void;
}

export function CopyButton({
  text,
  label = 'Kopyala',
  copiedText = 'Kopyalandı!',
  durationMs = LIMITS.copiedTooltipMs,
  variant = 'secondary',
  size = 'sm',
  disabled,
  icon,
  className,
  onCopied,
  onError,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await copyText(text);
    } catch (error) {
      onError?.(error);
      return;
    }
    setCopied(true);
    onCopied?.();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), durationMs);
  };

  return (
    <>
      <Tooltip content={copiedText} open={copied}>
        <Button variant={variant} size={size} disabled={disabled} icon={icon} className={className} onClick={copy}>
          {label}
        </Button>
      </Tooltip>
      <span className="tf-visually-hidden" role="status">
        {copied ? copiedText : ''}
      </span>
    </>
  );
}
