import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

interface PanelSectionProps {
  /** The heading's id, which the list inside names itself by. */
  id: string;
  title: string;
  /** Items shown and items matching: each list holds at most ADMIN_SEARCH_LIMIT of them. */
  shown: number;
  total: number;
  /** Translation key said when nothing matches. */
  emptyKey: string;
  children: ReactNode;
}

/** One titled list of the panel, with its "nothing found" and "showing n of m" messages. */
export const PanelSection = ({ id, title, shown, total, emptyKey, children }: PanelSectionProps) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={id} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1 }}>
        {title}
      </Typography>
      {shown === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
          {translate(emptyKey)}
        </Typography>
      ) : (
        children
      )}
      {total > shown && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pb: 1 }}>
          {translate('shell.adminPanel.moreResults', { shown, total })}
        </Typography>
      )}
    </Box>
  );
};
