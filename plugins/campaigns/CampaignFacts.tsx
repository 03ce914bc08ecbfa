import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A campaign's facts as a definition list: translated labels, plain values. */
export const CampaignFacts = ({ facts }: { facts: { label: string; value: string; testId?: string }[] }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}>
          {facts.map(({ label, value, testId }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
