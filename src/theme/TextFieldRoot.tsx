import { forwardRef } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import { styled } from '@mui/material/styles';

/** MUI's own text field root: a form control under the `MuiTextField` name, so theme overrides still apply. */
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/**
 * The props MUI 9's `TextField` no longer takes. react-admin 5's inputs still pass them, beside the
 * `slotProps` that carry the same values (it fills both for MUI 6 and later), and `TextField` spreads
 * unknown props onto its root element: React warns, and the DOM gets `inputprops="[object Object]"`.
 */
interface LegacyTextFieldProps {
  InputProps?: unknown;
  inputProps?: unknown;
  InputLabelProps?: unknown;
  FormHelperTextProps?: unknown;
  SelectProps?: unknown;
}

/**
 * The root slot every `TextField` of the app uses (set in the theme): MUI's root without the legacy
 * props. Dropping them loses nothing, since react-admin has already put them in `slotProps`
 * (`src/theme/TextFieldRoot.test.tsx` checks a number input's bounds and a resettable input's
 * clear button still reach the page).
 */
export const TextFieldRoot = forwardRef<HTMLDivElement, FormControlProps & LegacyTextFieldProps>(function TextFieldRoot(props, ref) {
  const { InputProps: _input, inputProps: _htmlInput, InputLabelProps: _label, FormHelperTextProps: _helper, SelectProps: _select, ...rootProps } = props;
  return <Root ref={ref} {...rootProps} />;
});
