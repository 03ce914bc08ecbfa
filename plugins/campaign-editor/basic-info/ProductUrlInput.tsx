import { TextInput } from 'react-admin';
import { asText } from './basicInfoModel';

/** The advertised product's address; the utm parameters are the platform's own (noUtmParamsAllowed). */
export const ProductUrlInput = () => (
  <TextInput parse={asText} source="productURL" label="campaign-editor.basicInfo.fields.productURL" type="url" helperText={false} fullWidth />
);
