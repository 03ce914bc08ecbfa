import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LANGUAGES, isLanguage } from '../i18n/messages';
import { useChangeLanguage } from '../i18n/useChangeLanguage';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';

/**
 * English / Russian switch, in the top bar and on the sign-in pages. A native select inside MUI's
 * outlined field: the browser's own list is fully keyboard- and screen-reader-operable, and the bar
 * renders no menu machinery (popover, focus trap, transitions) for a two-item choice on every page.
 */
export const LanguageSwitcher = ({ onDark = false }: { onDark?: boolean }) => {
  const translate = useTranslate();
  const [language, changeLanguage] = useChangeLanguage();
  useDocumentLanguage();
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      variant="outlined"
      label={translate('core.language.label')}
      value={language}
      onChange={(event) => isLanguage(event.target.value) && changeLanguage(event.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{
        width: 140,
        flexShrink: 0,
        // The list is drawn by the browser on its own light surface, whatever colour the field takes.
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
        ...(onDark && {
          '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
        }),
      }}
    >
      {LANGUAGES.map(({ locale, name }) => (
        <option key={locale} value={locale} lang={locale}>
          {name}
        </option>
      ))}
    </TextField>
  );
};
