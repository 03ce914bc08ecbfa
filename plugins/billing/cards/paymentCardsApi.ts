import { PAYMENT_METHOD_PATHS, type AddPaymentMethodAnswer, type PaymentMethod } from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

export const PAYMENT_CARDS_RESOURCE = 'payment-methods';

/** The account's user (the space owner's id: an administrator acting for another account names it). */
export interface AccountUser {
  userId: number;
}

const userQuery = (userId: number): string => `?${new URLSearchParams({ 'user-id': String(userId) })}`;
const id = (value: number): string => encodeURIComponent(String(value));

/**
 * The billing page's card calls (spec 3 §7 "Billing"), each a named call:
 * `invoke('payment-methods', 'list', { userId })` and so on. Set-default and delete answer the
 * account's cards after the change (the mock's choice; the spec does not show their answers).
 */
const paymentCardsApi: ResourceApi = {
  custom: {
    /** GET /v1/payment-method?user-id=: the account's saved cards. */
    list: ({ client }, params) => {
      const { userId, signal } = callParams<AccountUser>(params);
      return client.request<PaymentMethod[]>(`${PAYMENT_METHOD_PATHS.list}${userQuery(userId)}`, { signal });
    },
    /** GET /v1/payment-method/add?user-id=: which vendor sets the card up (ameria with its page). */
    add: ({ client }, params) => {
      const { userId, signal } = callParams<AccountUser>(params);
      return client.request<AddPaymentMethodAnswer>(`${PAYMENT_METHOD_PATHS.add}${userQuery(userId)}`, { signal });
    },
    /** GET /v1/payment/stripe/client-token?space_id=: the setup secret, answered as plain text. */
    clientToken: async ({ client, spaceId }, params) => {
      const { signal } = callParams(params);
      const file = await client.download(`${PAYMENT_METHOD_PATHS.clientToken}?space_id=${id(spaceId())}`, { signal });
      return (await file.blob.text()).trim();
    },
    /** POST /v1/payment/stripe/method/default/{id}. */
    makeDefault: ({ client }, params) => {
      const { id: cardId } = callParams<{ id: number }>(params);
      return client.request<PaymentMethod[]>(`${PAYMENT_METHOD_PATHS.makeDefault}/${id(cardId)}`, { method: 'POST' });
    },
    /** DELETE /v1/payment-method/{id}?space_id=. */
    remove: ({ client, spaceId }, params) => {
      const { id: cardId } = callParams<{ id: number }>(params);
      return client.request<PaymentMethod[]>(`${PAYMENT_METHOD_PATHS.remove}/${id(cardId)}?space_id=${id(spaceId())}`, { method: 'DELETE' });
    },
  },
};

export default paymentCardsApi;
