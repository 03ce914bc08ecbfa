import type { Ref } from 'react';
import { Box, Card, CardActionArea, CardContent, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';

export interface ChoiceCard<T extends string> {
  value: T;
  /** Translation keys. */
  title: string;
  description?: string;
}

interface ChoiceCardsProps<T extends string> {
  /** Translation key of the group's name (read by screen readers). */
  label: string;
  cards: ChoiceCard<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  disabled?: boolean;
  error?: string;
  /** The first card takes the focus when the checklist links to this field. */
  focusRef?: Ref<HTMLButtonElement>;
}

/** One choice among cards (campaign type, goal): a radio group whose options are cards. */
export const ChoiceCards = <T extends string>({ label, cards, value, onChange, disabled, error, focusRef }: ChoiceCardsProps<T>) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id={`choice-${label}`} sx={{ mb: 1 }}>
        {translate(label)}
      </Typography>
      <Box role="radiogroup" aria-labelledby={`choice-${label}`} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        {cards.map((card, index) => {
          const checked = card.value === value;
          return (
            <Card key={card.value} variant="outlined" sx={{ borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1 }}>
              <CardActionArea
                role="radio"
                aria-checked={checked}
                disabled={disabled}
                ref={index === 0 ? focusRef : undefined}
                onClick={() => onChange(card.value)}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: checked ? 600 : 400 }}>
                    {translate(card.title)}
                  </Typography>
                  {card.description && (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {translate(card.description)}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </Box>
  );
};
