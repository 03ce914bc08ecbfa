import { definePlugin } from '../../src/plugins/contract';
import { countriesApi, passwordResetsApi, registrationsApi } from './authApi';

/** The anonymous sign-in pages (spec 1 §2 "Public routes", spec 3 §2 "Reset password"). */
export default definePlugin({
  id: 'auth',
  resources: [
    { name: 'registrations', api: async () => ({ default: registrationsApi }) },
    { name: 'password-resets', api: async () => ({ default: passwordResetsApi }) },
    { name: 'countries', api: async () => ({ default: countriesApi }) },
  ],
  routes: [
    { path: '/auth/login', page: () => import('./LoginPage'), anonymous: true },
    { path: '/auth/signup', page: () => import('./SignUpPage'), anonymous: true },
    { path: '/auth/forgot-password', page: () => import('./ForgotPasswordPage'), anonymous: true },
    { path: '/auth/reset-password/:key', page: () => import('./ResetPasswordPage'), anonymous: true },
    { path: '/auth/confirm-registration/:token', page: () => import('./ConfirmRegistrationPage'), anonymous: true },
  ],
  translations: {
    en: () => import('../../locales/en/auth.json'),
    ru: () => import('../../locales/ru/auth.json'),
  },
});
