import { Notification } from 'react-admin';

/** Error and success toasts last 3000 ms (spec 1 §8). */
export const TOAST_DURATION_MS = 3000;

export const AppNotification = () => <Notification autoHideDuration={TOAST_DURATION_MS} />;
