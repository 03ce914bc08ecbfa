import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Box } from '@mui/material';
import { VISUALLY_HIDDEN } from './visuallyHidden';

describe('visually hidden text', () => {
  it('takes one pixel, not the width of its containing block (MUI reads a bare 1 in sx as 100%)', () => {
    render(
      <div style={{ position: 'relative', width: 1440 }}>
        <Box sx={VISUALLY_HIDDEN} data-testid="hidden">
          Impressions: 1,000–2,000. Reach: 500–900.
        </Box>
      </div>,
    );
    const hidden = screen.getByTestId('hidden');
    expect(hidden).toHaveTextContent('Impressions');
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});
