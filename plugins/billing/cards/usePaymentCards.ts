import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../src/api/contract';
import { useAppDataProvider, useInvokeQuery } from '../../../src/data/useInvokeQuery';
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

/** A card change (set default, delete); its answer is the account's cards, so the list refreshes from it. */
export const useCardChange = (name: 'makeDefault' | 'remove') => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataProvider.invoke<PaymentMethod[]>(PAYMENT_CARDS_RESOURCE, name, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PAYMENT_CARDS_RESOURCE, 'list'] }),
  });
};
