import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LanguageSwitcher } from '../../src/layout/LanguageSwitcher';

/** The frame of every sign-in page: a centred card with a level-one heading and the language switch. */
export const AuthFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            <Typography variant="h5" component="h1">
              {translate(title)}
            </Typography>
            <LanguageSwitcher />
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
