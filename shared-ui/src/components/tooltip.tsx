import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (it receives the trigger props). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled visibility, e.g. a 'Kopyalandı!' confirmation. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
}

/** A tooltip on Radix Tooltip: shown on hover and keyboard focus, dismissed with Escape. */
export function Tooltip({ content, children, side = 'top', open, onOpenChange, delayDuration = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tf-tooltip" side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className="tf-tooltip__arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
