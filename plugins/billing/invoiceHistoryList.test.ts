import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS } from '../../src/api/contract';
import { historyRequest } from './invoicesApi';

describe('payment history list', () => {
  it('asks for the account, the one status chosen (or all), the range and the page', () => {
    expect(historyRequest({ status: [INVOICE_STATUS.paid], from: '2026-11-20', to: '2026-11-27' }, 2, 15, 2002)).toEqual({
      user_id: 2002,
      status: 2,
      from_date: '2026-11-20',
      to_date: '2026-11-27',
      page: 2,
      size: 15,
    });
    // An address naming an unknown status asks for every status.
    expect(historyRequest({ status: [9], from: '2026-11-20', to: '2026-11-27' }, 1, 10, 2002).status).toBeNull();
    expect(historyRequest({ from: '2026-11-20', to: '2026-11-27' }, 1, 10, 2002).status).toBeNull();
  });
});
