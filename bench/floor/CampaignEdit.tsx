import { Edit, SimpleForm, TextInput } from 'react-admin';

/**
 * The floor's Edit view: react-admin's Edit with one TextInput over a record of the in-memory
 * provider, what the campaign editor's edit route and keystrokes are compared with.
 */
const CampaignEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="name" />
    </SimpleForm>
  </Edit>
);

export default CampaignEdit;
