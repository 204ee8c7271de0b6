import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

/** A Radix tooltip naming an icon-only control (timing from the Tooltip.Provider in AppLayout: 700 ms, skip 300 ms). */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={6}>
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
