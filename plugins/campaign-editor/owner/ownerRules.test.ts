import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-admin.json';
import ru from '../../../locales/ru/campaign-editor-admin.json';
import core from '../../../locales/en/core.json';
import { emptyOwnerValues, newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues, OwnerValues } from '../form/campaignFormValues';
import type { SectionContext, SectionProblem } from '../sections/sectionContract';
import { OWNER_FIELDS, ownerRules } from './ownerRules';

type Tree = { [key: string]: unknown };
const lookup = (tree: Tree, key: string): string => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  if (typeof found !== 'string') throw new Error(`No message ${key}`);
  return found;
};
/** The message a user reads: the English text with its placeholders filled, as polyglot does. */
const text = ({ message, args = {} }: SectionProblem, tree: Tree = { ...en, ...core }): string =>
  lookup(tree, message).replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name]));

const CONTEXT: SectionContext = { isNew: false, isAudio: false, maxMargin: 40, today: '2026-11-20' };
const valuesWith = (owner: Partial<OwnerValues> | undefined): CampaignFormValues => {
  const { owner: _none, ...values } = newCampaignValues(null);
  return owner ? { ...values, owner: { ...emptyOwnerValues(), ...owner } } : values;
};
const check = (owner: Partial<OwnerValues>, context: Partial<SectionContext> = {}, forPublish = false) =>
  ownerRules(valuesWith(owner), { ...CONTEXT, ...context }, forPublish);

describe('owner rules', () => {
  it('own every field under owner.*', () => {
    expect(OWNER_FIELDS).toEqual(['owner']);
  });

  it('say nothing for a form without owner fields (an advertiser) or with empty ones', () => {
    expect(ownerRules(valuesWith(undefined), CONTEXT, true)).toEqual([]);
    expect(check({}, {}, true)).toEqual([]);
  });

  it('take a margin from 0 to the maximum, or none', () => {
    expect(check({ margin: 0 })).toEqual([]);
    expect(check({ margin: 40 })).toEqual([]);
    expect(check({ margin: null })).toEqual([]);
  });

  it('refuse a margin above the maximum, negative, fractional or not a number, naming the maximum', () => {
    // The same check takes the maximum itself, so each refusal is its margin's doing.
    expect(check({ margin: 40 })).toEqual([]);
    for (const margin of [41, -1, 1.5, Number.NaN]) {
      const problems = check({ margin });
      expect(problems.map((problem) => problem.field)).toEqual(['owner.margin']);
      expect(text(problems[0]!)).toBe('Only positive integer numbers allowed, less than 40');
    }
  });

  it('check what needs no maximum while it is not known yet', () => {
    expect(check({ margin: 400 }, { maxMargin: undefined })).toEqual([]);
    const [problem] = check({ margin: -3 }, { maxMargin: undefined });
    expect(text(problem!)).toBe('Only positive integer numbers allowed');
  });

  it('never keep both a margin and a fixed CPM', () => {
    const problems = check({ margin: 10, fixed_cpm: 1.2 });
    // Each field says which one to remove (spec 1 §5), as the mock answers a record holding both.
    expect(problems.map((problem) => [problem.field, text(problem)])).toEqual([
      ['owner.margin', 'Fixed CPM should be removed before setting the Margin.'],
      ['owner.fixed_cpm', 'Margin should be removed before setting the Fixed CPM.'],
    ]);
    expect(check({ fixed_cpm: 1.2 })).toEqual([]);
  });

  it('quote the other blocking message exactly (shown by the margin input)', () => {
    expect(text({ field: 'owner.margin', message: 'campaign-editor.owner.errors.marginBlocked' })).toBe(
      'Fixed CPM should be removed before setting the Margin.',
    );
  });

  it('refuse a negative fixed CPM', () => {
    // The same check takes a positive one, so the refusal is the sign's doing.
    expect(check({ fixed_cpm: 0.5 })).toEqual([]);
    const [problem] = check({ fixed_cpm: -0.5 });
    expect(problem?.field).toBe('owner.fixed_cpm');
    expect(text(problem!)).toBe('Only positive numbers allowed');
  });

  it('check each bidding item: a non-negative multiplier and a value for every rule', () => {
    const problems = check({
      traffic_targeting: [
        { id: 1, name: 'Bidding 1', multiplier: 0, rules: [{ filter: 'app', operator: 'is', value: 'com.example' }] },
        { id: 2, name: 'Bidding 2', multiplier: Number.NaN, rules: [{ filter: 'size', operator: 'is_not', value: ' ' }] },
      ],
    });
    expect(problems.map((problem) => [problem.field, text(problem)])).toEqual([
      ['owner.traffic_targeting.1.multiplier', 'Only positive numbers allowed'],
      ['owner.traffic_targeting.1.rules.0.value', 'Field is required.'],
    ]);
  });

  it('have every message in Russian too', () => {
    const problems = check({ margin: 99, fixed_cpm: -1 });
    expect(problems.map((problem) => text(problem, ru))).toEqual([
      'Допускаются только целые положительные числа, меньше 40',
      'Допускаются только положительные числа',
    ]);
  });
});
