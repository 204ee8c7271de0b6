import { useContext, type ReactElement } from 'react';
import { TooltipLibraryContext } from './TooltipGroup';

/** A Radix tooltip naming an icon-only control, inside a TooltipGroup (which sets its timing). */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  const Tooltip = useContext(TooltipLibraryContext);
  if (!Tooltip) return children;
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
