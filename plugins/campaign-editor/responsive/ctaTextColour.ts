/** Relative luminance of a hex colour (WCAG 2.x), 0 for black to 1 for white. */
const luminance = (hex: string): number => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
};

/**
 * The call to action's text colour on the advertiser's button colour: black or white, whichever
 * contrasts more (WCAG's ratio), so any chosen colour keeps the button readable.
 */
export const ctaTextColour = (background: string): '#000000' | '#ffffff' => {
  const light = luminance(background);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? '#000000' : '#ffffff';
};
