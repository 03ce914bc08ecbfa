import { describe, expect, it } from 'vitest';
import { newCampaignValues } from '../form/campaignDefaults';
import { attributionRules } from './attributionRules';

const context = { isNew: false, isAudio: false, today: '2026-05-01' };
const withPairs = (pairs: { name: string; value: string }[]) => ({ ...newCampaignValues(null), attribution: pairs });

describe('attribution rules', () => {
  it('accepts up to ten complete pairs, on save and on publish', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ name: `p${index}`, value: 'v' }));
    expect(attributionRules(withPairs(ten), context, false)).toEqual([]);
    expect(attributionRules(withPairs(ten), context, true)).toEqual([]);
  });

  it('refuses an eleventh pair with the limit', () => {
    // Ten pairs pass the same check, so the refusal is the eleventh's doing.
    expect(attributionRules(withPairs(Array.from({ length: 10 }, (_, index) => ({ name: `p${index}`, value: 'v' }))), context, false)).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `p${index}`, value: 'v' }));
    expect(attributionRules(withPairs(eleven), context, false)).toEqual([
      { field: 'attribution', message: 'campaign-editor.attribution.tooMany', args: { max: 10 } },
    ]);
  });

  it('names the empty half of a pair as required ("Field is required.")', () => {
    // Complete pairs pass the same check, so each message is its empty half's doing.
    expect(attributionRules(withPairs([{ name: 'utm_term', value: 'x' }, { name: 'utm_source', value: 'x' }]), context, true)).toEqual([]);
    expect(attributionRules(withPairs([{ name: 'utm_term', value: ' ' }, { name: '', value: 'x' }]), context, true)).toEqual([
      { field: 'attribution.0.value', message: 'core.validation.required' },
      { field: 'attribution.1.name', message: 'core.validation.required' },
    ]);
  });
});
