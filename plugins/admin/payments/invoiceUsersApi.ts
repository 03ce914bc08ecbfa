import { invoiceUsersApi } from './adminPaymentsApi';

/** The resource's lazy module (the manifest loads it on first use). */
export default invoiceUsersApi;
