import { describe, expect, it } from 'vitest';
import { AUDIENCE_LIMITS, type DynamicAudience } from '../../src/api/contract';
import { dynamicDefinitionErrors } from '../../src/domain/audienceRules';
import {
  addAction,
  addOffers,
  addParameter,
  canSave,
  emptyBuilder,
  fromDynamicAudience,
  removeAction,
  removeNeedsConfirmation,
  removeParameter,
  setActionField,
  setParameterValue,
  showsExclude,
  switchCondition,
  toDynamicAudience,
  type BuilderState,
} from './audienceBlocks';

const filled = (state: BuilderState): BuilderState => {
  let next = state;
  (['include', 'exclude'] as const).forEach((name) =>
    next[name].actions.forEach((_, index) => {
      next = setActionField(next, name, index, 'action', 'page_visit');
      next = setActionField(next, name, index, 'period', '7');
      next = setParameterValue(next, name, index, 0, `/${name}/${index}`);
    }),
  );
  return next;
};

describe('audience blocks (spec 3 §4)', () => {
  it('starts empty: only the first add is offered, no exclude block, save disabled', () => {
    const state = emptyBuilder();
    expect(addOffers(state.include)).toEqual(['first']);
    expect(showsExclude(state)).toBe(false);
    expect(canSave(state)).toBe(false);
  });

  it('the first add sets none, then both joins are offered; the exclude block appears and save is enabled', () => {
    const state = addAction(emptyBuilder(), 'include', 'first');
    expect(state.include.condition).toBeNull();
    expect(state.include.actions).toHaveLength(1);
    expect(addOffers(state.include)).toEqual(['or', 'and']);
    expect(showsExclude(state)).toBe(true);
    expect(canSave(state)).toBe(true);
  });

  it('add-or sets or, after which only add-or is offered; add-and sets and likewise', () => {
    const or = addAction(addAction(emptyBuilder(), 'include', 'first'), 'include', 'or');
    expect(or.include.condition).toBe('or');
    expect(addOffers(or.include)).toEqual(['or']);
    const and = addAction(addAction(emptyBuilder(), 'exclude', 'first'), 'exclude', 'and');
    expect(and.exclude.condition).toBe('and');
    expect(addOffers(and.exclude)).toEqual(['and']);
  });

  it('ignores an add the block does not offer', () => {
    const or = addAction(addAction(emptyBuilder(), 'include', 'first'), 'include', 'or');
    expect(addAction(or, 'include', 'and')).toBe(or);
    expect(addAction(or, 'include', 'first')).toBe(or);
    expect(addAction(emptyBuilder(), 'include', 'or').include.actions).toHaveLength(0);
  });

  it('switch flips or and and, and leaves none alone', () => {
    const or = addAction(addAction(emptyBuilder(), 'include', 'first'), 'include', 'or');
    const and = switchCondition(or, 'include');
    expect(and.include.condition).toBe('and');
    expect(addOffers(and.include)).toEqual(['and']);
    expect(switchCondition(and, 'include').include.condition).toBe('or');
    const one = addAction(emptyBuilder(), 'include', 'first');
    expect(switchCondition(one, 'include')).toBe(one);
  });

  it('removing down to one action returns the block to none', () => {
    let state = addAction(addAction(emptyBuilder(), 'include', 'first'), 'include', 'and');
    state = removeAction(state, 'include', 0);
    expect(state.include.actions).toHaveLength(1);
    expect(state.include.condition).toBeNull();
    expect(addOffers(state.include)).toEqual(['or', 'and']);
  });

  it('removing the last include while excludes exist needs a confirmation; confirming clears the excludes', () => {
    let state = addAction(emptyBuilder(), 'include', 'first');
    state = addAction(addAction(state, 'exclude', 'first'), 'exclude', 'or');
    expect(removeNeedsConfirmation(state, 'include')).toBe(true);
    expect(removeNeedsConfirmation(state, 'exclude')).toBe(false);
    const confirmed = removeAction(state, 'include', 0);
    expect(confirmed.include.actions).toEqual([]);
    expect(confirmed.exclude).toEqual({ condition: null, actions: [] });
    expect(showsExclude(confirmed)).toBe(false);
  });

  it('removing an include that is not the last never asks, nor does the last without excludes', () => {
    let state = addAction(addAction(emptyBuilder(), 'include', 'first'), 'include', 'or');
    state = addAction(state, 'exclude', 'first');
    expect(removeNeedsConfirmation(state, 'include')).toBe(false);
    expect(removeNeedsConfirmation(addAction(emptyBuilder(), 'include', 'first'), 'include')).toBe(false);
    const fewer = removeAction(state, 'include', 1);
    expect(fewer.exclude.actions).toHaveLength(1);
  });

  it('offers no add once a block holds the most actions allowed', () => {
    let state = addAction(emptyBuilder(), 'include', 'first');
    while (state.include.actions.length < AUDIENCE_LIMITS.actionsPerBlock) state = addAction(state, 'include', 'or');
    expect(addOffers(state.include)).toEqual([]);
  });

  it('keeps keys unique through adds and removals, parameters included', () => {
    let state = addAction(addAction(emptyBuilder(), 'include', 'first'), 'include', 'or');
    state = addParameter(state, 'include', 0);
    state = removeAction(state, 'include', 1);
    state = addAction(state, 'include', 'and');
    const keys = state.include.actions.flatMap((action) => [action.key, ...action.parameters.map((parameter) => parameter.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('adds parameters up to the limit and removes them', () => {
    let state = addAction(emptyBuilder(), 'include', 'first');
    for (let i = 0; i < 10; i++) state = addParameter(state, 'include', 0);
    expect(state.include.actions[0]?.parameters).toHaveLength(AUDIENCE_LIMITS.parametersPerAction);
    state = removeParameter(state, 'include', 0, 0);
    expect(state.include.actions[0]?.parameters).toHaveLength(AUDIENCE_LIMITS.parametersPerAction - 1);
  });
});

describe('the request mapping', () => {
  it('sends the blocks as the definition, page_url contains each value, and reads it back unchanged', () => {
    let state = addAction(addAction(emptyBuilder(), 'include', 'first'), 'include', 'and');
    state = addAction(state, 'exclude', 'first');
    state = filled(state);
    state = setActionField(state, 'include', 1, 'period', ' 30 ');
    const sent = toDynamicAudience(state);
    const expected: DynamicAudience = {
      include_condition: 'and',
      exclude_condition: null,
      include_actions: [
        { action: 'page_visit', period: '7', parameters: [{ metric: 'page_url', condition: 'contains', value: '/include/0' }] },
        { action: 'page_visit', period: '30', parameters: [{ metric: 'page_url', condition: 'contains', value: '/include/1' }] },
      ],
      exclude_actions: [{ action: 'page_visit', period: '7', parameters: [{ metric: 'page_url', condition: 'contains', value: '/exclude/0' }] }],
    };
    expect(sent).toEqual(expected);
    expect(dynamicDefinitionErrors(sent)).toEqual({});
    expect(toDynamicAudience(fromDynamicAudience(sent))).toEqual(sent);
  });

  it('flags the empty fields of a new action under their paths', () => {
    const sent = toDynamicAudience(addAction(emptyBuilder(), 'include', 'first'));
    expect(dynamicDefinitionErrors(sent)).toEqual({
      'dynamic_audience.include_actions.0.action': 'required',
      'dynamic_audience.include_actions.0.period': 'required',
      'dynamic_audience.include_actions.0.parameters.0.value': 'required',
    });
  });

  it('reads a missing definition as empty blocks', () => {
    expect(fromDynamicAudience(null)).toEqual(emptyBuilder());
  });
});
