import type { PaymentMethod } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useWrite } from '../../../src/data/useWrite';
import { useCurrentSpace } from '../../../src/layout/useCurrentSpace';
import { PAYMENT_CARDS_RESOURCE, type AccountUser } from './paymentCardsApi';

/**
 * The account the session acts on, as the card calls name it: its owner's user id (an administrator
 * acting for another account passes that account's user). Null until the space is known.
 */
export const useAccountUser = (): AccountUser | null => {
  const { data: space } = useCurrentSpace();
  return space ? { userId: space.owner_user_id } : null;
};

/** The account's saved cards (GET /v1/payment-method). */
export const usePaymentCards = () => {
  const account = useAccountUser();
  return useInvokeQuery<PaymentMethod[]>(PAYMENT_CARDS_RESOURCE, 'list', account);
};

/**
 * A card change (set default, delete): the cards are read again whether it is taken or refused (a
 * refusal may mean the card is already gone); a refusal shows the server's message.
 */
export const useCardChange = (name: 'makeDefault' | 'remove', onSuccess?: () => void) =>
  useWrite({
    write: (dataProvider, id: number) => dataProvider.invoke<PaymentMethod[]>(PAYMENT_CARDS_RESOURCE, name, { id }),
    invalidates: [[PAYMENT_CARDS_RESOURCE, 'list']],
    invalidatesOnFailure: true,
    onSuccess,
  });
