import { useEffect } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LANGUAGES, isLanguage } from '../i18n/messages';
import { useChangeLanguage } from '../i18n/useChangeLanguage';

/** English / Russian switch, in the top bar and on the sign-in pages. */
export const LanguageSwitcher = ({ onDark = false }: { onDark?: boolean }) => {
  const translate = useTranslate();
  const [language, changeLanguage] = useChangeLanguage();
  // Screen readers pick their voice from <html lang>: keep it on the language the page is shown in,
  // not only the one the boot read (every shell, sign-in pages included, renders this switch).
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      variant="outlined"
      label={translate('core.language.label')}
      value={language}
      onChange={(event) => isLanguage(event.target.value) && changeLanguage(event.target.value)}
      slotProps={{ select: { inputProps: { 'data-testid': 'language-switcher' } } }}
      sx={{
        width: 140,
        flexShrink: 0,
        ...(onDark && {
          '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
        }),
      }}
    >
      {LANGUAGES.map(({ locale, name }) => (
        <MenuItem key={locale} value={locale} lang={locale}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
