import { describe, expect, it } from 'vitest';
import { initialSendValues, sendPayload } from './invoiceSendForm';

describe('the send-invoice payload', () => {
  const values = initialSendValues('ada@example.com', new Date('2026-11-26T23:30:00Z'));

  it('starts with no type, the invoice email and the UTC day', () => {
    expect(values).toEqual({ type: '', email: 'ada@example.com', date: '2026-11-26' });
    expect(sendPayload(values)).toBeNull();
  });

  it('drops the date in email mode and the email in internal mode (spec 3 §4)', () => {
    expect(sendPayload({ ...values, type: 'email', email: ' bo@example.com ' })).toEqual({ type: 'email', email: 'bo@example.com' });
    expect(sendPayload({ ...values, type: 'internal', date: '2026-11-20' })).toEqual({ type: 'internal', date: '2026-11-20' });
  });
});
