import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { fileCachePath } from '../../src/api/contract';
import { LanguageSwitcher } from '../../src/layout/LanguageSwitcher';
import { useWhitelabel } from '../../src/whitelabel/WhitelabelContext';

/** The logo's box in CSS pixels (the customization page asks for a square logo). */
const LOGO_SIZE = 96;

/**
 * The frame of every sign-in page: the company logo when the white-label has one (spec 1 §1), then a
 * card with a level-one heading and the language switch.
 */
export const AuthFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const whitelabel = useWhitelabel();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Box sx={{ width: '100%', maxWidth: 480, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        {whitelabel.company_logo !== null && (
          // The page's largest paint: fetched first among images (the entry preloads it at the same
          // priority), its box sized before it arrives so nothing shifts, painted with its frame.
          <Box
            component="img"
            src={fileCachePath(whitelabel.company_logo)}
            alt={whitelabel.name}
            data-testid="company-logo"
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            fetchPriority="high"
            loading="eager"
            decoding="sync"
            sx={{ objectFit: 'contain' }}
          />
        )}
        <Card sx={{ width: '100%' }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
              <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
                {translate(title)}
              </Typography>
              <LanguageSwitcher />
            </Box>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
