import GroupsIcon from '@mui/icons-material/Groups';
import { definePlugin } from '../../src/plugins/contract';

/** Audiences (list, create, edit, details): spec routes gated by PAGE_AUDIENCE through the "audiences" gate it declares. */
export default definePlugin({
  id: 'audiences',
  access: { audiences: { '*': ['PAGE_AUDIENCE'] }, 'audience-records': { '*': ['PAGE_AUDIENCE'] } },
  requires: { resource: 'audiences' },
  // The pages' data (list, records, upload, estimate): a name of its own, so it declares no /audiences view.
  resources: [{ name: 'audience-records', api: () => import('./audiencesApi') }],
  routes: [
    { path: '/audiences', page: () => import('./AudiencesPage') },
    { path: '/audience/create', page: () => import('./AudienceCreatePage') },
    { path: '/audience/edit/:id', page: () => import('./AudienceEditPage') },
    { path: '/audience/details/:id', page: () => import('./AudienceDetailsPage') },
  ],
  menu: [{ label: 'audiences.menu', icon: GroupsIcon, path: '/audiences', order: 40, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/audiences.json'),
    ru: () => import('../../locales/ru/audiences.json'),
  },
});
