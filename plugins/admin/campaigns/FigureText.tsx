import { useTranslate } from 'ra-core';

/**
 * A figure, or 'No Data' when the answer lacks it (spec 3 §2 "'No Data' or 'n/a'"). 'No Data' is the
 * one choice everywhere on the page: 'N/A' already names a phase, so it would read as one.
 */
export const FigureText = ({ text }: { text: string | null }) => {
  const translate = useTranslate();
  return <>{text ?? translate('admin.campaigns.noData')}</>;
};
