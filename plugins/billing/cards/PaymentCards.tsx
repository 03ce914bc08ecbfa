/** The saved payment cards and the add-payment-method tile (spec 3 §2): being built, owned by the cards work. */
export const PaymentCards = () => null;
