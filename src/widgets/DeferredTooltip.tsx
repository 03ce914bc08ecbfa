import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Tooltip, type TooltipProps } from '@mui/material';
import { whenIdle } from '../hooks/whenIdle';

/**
 * MUI's tooltip, added once the browser is idle after its child first showed. MUI 9's Tooltip keeps
 * its child's element in state, set from a ref callback; React runs ref callbacks while committing,
 * and an update made there is synchronous: it makes React run every waiting effect and re-render in
 * the same task as the commit, so the whole first screen reached the page about 100 ms later (the
 * bench's "rows visible" figure). Rendered bare first, the children get their tooltips together in
 * one later commit, well before a pointer could rest on them. The child should carry its own
 * accessible name (an aria-label): the tooltip only shows it.
 */
export const DeferredTooltip = ({ title, placement, enterDelay, children }: Pick<TooltipProps, 'placement' | 'enterDelay'> & { title: ReactNode; children: ReactElement }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  return shown ? (
    <Tooltip title={title} placement={placement} enterDelay={enterDelay}>
      {children}
    </Tooltip>
  ) : (
    children
  );
};
