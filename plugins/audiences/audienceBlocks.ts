import {
  AUDIENCE_LIMITS,
  type AudienceAction,
  type AudienceCondition,
  type DynamicAudience,
} from '../../src/api/contract';

/*
 * The dynamic builder's blocks (spec 3 §4 "Audience conditions"), React-free so every transition is
 * tested on its own: each block has condition none, or, or and; the first add sets none; add-or or
 * add-and sets the condition; only the add matching the current condition is offered; switch flips
 * or and and; removing the last include action while exclude actions exist needs a confirmation, and
 * on confirm the include action goes and every exclude action is cleared.
 */

export type BlockName = 'include' | 'exclude';
export type Join = 'and' | 'or';

/** A parameter is always page_url contains a value (spec 3 §3): only the value is typed. */
export interface DraftParameter {
  key: number;
  value: string;
}

/** An action as typed: `key` is its identity on the page only (never sent). */
export interface DraftAction {
  key: number;
  action: string;
  period: string;
  parameters: DraftParameter[];
}

export interface DraftBlock {
  condition: AudienceCondition;
  actions: DraftAction[];
}

export interface BuilderState {
  include: DraftBlock;
  exclude: DraftBlock;
  /** The next key to hand out: keys stay unique however actions come and go. */
  nextKey: number;
}

/** What a block offers to add: the first action, or the joins allowed by its condition. */
export type AddOffer = 'first' | Join;

const EMPTY_BLOCK: DraftBlock = { condition: null, actions: [] };

export const emptyBuilder = (): BuilderState => ({ include: EMPTY_BLOCK, exclude: EMPTY_BLOCK, nextKey: 1 });

/** A new action holds one empty parameter: the spec's parameters are required, so the field is there to fill. */
const newAction = (key: number): DraftAction => ({ key, action: '', period: '', parameters: [{ key: key + 1, value: '' }] });

const withBlock = (state: BuilderState, name: BlockName, block: DraftBlock, keysUsed = 0): BuilderState => ({
  ...state,
  [name]: block,
  nextKey: state.nextKey + keysUsed,
});

/** A block of one action or none has no condition (the rules refuse a join without two actions). */
const settled = (block: DraftBlock): DraftBlock => (block.actions.length <= 1 ? { ...block, condition: null } : block);

/** The adds a block offers (spec 3 §4): the first add, both joins after it, then only the current one. */
export const addOffers = (block: DraftBlock): AddOffer[] => {
  if (block.actions.length >= AUDIENCE_LIMITS.actionsPerBlock) return [];
  if (block.actions.length === 0) return ['first'];
  return block.condition === null ? ['or', 'and'] : [block.condition];
};

/** The exclude block appears only when at least one include action exists (spec 3 §2). */
export const showsExclude = (state: BuilderState): boolean => state.include.actions.length > 0;

/** Save is disabled until at least one include action exists (spec 3 §2). */
export const canSave = showsExclude;

/** Adds an action: the first sets none, a join sets the condition; an add the block does not offer is ignored. */
export const addAction = (state: BuilderState, name: BlockName, offer: AddOffer): BuilderState => {
  const block = state[name];
  if (!addOffers(block).includes(offer)) return state;
  const condition = offer === 'first' ? null : offer;
  return withBlock(state, name, { condition, actions: [...block.actions, newAction(state.nextKey)] }, 2);
};

/** Flips or and and (spec 3 §4 "a switch button flips or and and"); none stays none. */
export const switchCondition = (state: BuilderState, name: BlockName): BuilderState => {
  const { condition } = state[name];
  if (condition === null) return state;
  return withBlock(state, name, { ...state[name], condition: condition === 'or' ? 'and' : 'or' });
};

/** Removing this action needs the user's confirmation first: the last include while excludes exist. */
export const removeNeedsConfirmation = (state: BuilderState, name: BlockName): boolean =>
  name === 'include' && state.include.actions.length === 1 && state.exclude.actions.length > 0;

/**
 * Removes an action; a block left with one action or none has no condition. Removing the last include
 * action clears the exclude actions too: the caller asks first (removeNeedsConfirmation), and this is
 * what the confirmation does.
 */
export const removeAction = (state: BuilderState, name: BlockName, index: number): BuilderState => {
  const block = state[name];
  if (index < 0 || index >= block.actions.length) return state;
  const next = withBlock(state, name, settled({ ...block, actions: block.actions.filter((_, at) => at !== index) }));
  return name === 'include' && next.include.actions.length === 0 ? { ...next, exclude: EMPTY_BLOCK } : next;
};

const mapAction = (state: BuilderState, name: BlockName, index: number, change: (action: DraftAction) => DraftAction, keysUsed = 0): BuilderState => {
  const block = state[name];
  const actions = block.actions.map((action, at) => (at === index ? change(action) : action));
  return withBlock(state, name, { ...block, actions }, keysUsed);
};

/** Sets an action's action name or period. */
export const setActionField = (state: BuilderState, name: BlockName, index: number, field: 'action' | 'period', value: string): BuilderState =>
  mapAction(state, name, index, (action) => ({ ...action, [field]: value }));

/** Sets one parameter's value. */
export const setParameterValue = (state: BuilderState, name: BlockName, index: number, parameter: number, value: string): BuilderState =>
  mapAction(state, name, index, (action) => ({
    ...action,
    parameters: action.parameters.map((entry, at) => (at === parameter ? { ...entry, value } : entry)),
  }));

/** Adds an empty parameter, up to AUDIENCE_LIMITS.parametersPerAction. */
export const addParameter = (state: BuilderState, name: BlockName, index: number): BuilderState => {
  const action = state[name].actions[index];
  if (!action || action.parameters.length >= AUDIENCE_LIMITS.parametersPerAction) return state;
  return mapAction(state, name, index, (current) => ({ ...current, parameters: [...current.parameters, { key: state.nextKey, value: '' }] }), 1);
};

/** Removes a parameter. */
export const removeParameter = (state: BuilderState, name: BlockName, index: number, parameter: number): BuilderState =>
  mapAction(state, name, index, (action) => ({ ...action, parameters: action.parameters.filter((_, at) => at !== parameter) }));

/* ---------- The request mapping: the blocks as typed ↔ the definition as sent ---------- */

const sentAction = ({ action, period, parameters }: DraftAction): AudienceAction => ({
  action,
  period: period.trim(),
  parameters: parameters.map(({ value }) => ({ metric: 'page_url', condition: 'contains', value })),
});

/** The definition the server reads (spec 3 §3 dynamic_audience), without the page's keys. */
export const toDynamicAudience = (state: BuilderState): DynamicAudience => ({
  include_condition: state.include.condition,
  exclude_condition: state.exclude.condition,
  include_actions: state.include.actions.map(sentAction),
  exclude_actions: state.exclude.actions.map(sentAction),
});

/** A saved definition as blocks to edit (a missing one, e.g. of an older store, is empty). */
export const fromDynamicAudience = (dynamic: DynamicAudience | null): BuilderState => {
  let nextKey = 1;
  const draft = (action: AudienceAction): DraftAction => {
    const key = nextKey++;
    return { key, action: action.action, period: action.period, parameters: action.parameters.map(({ value }) => ({ key: nextKey++, value })) };
  };
  if (!dynamic) return emptyBuilder();
  const include = { condition: dynamic.include_condition, actions: dynamic.include_actions.map(draft) };
  const exclude = { condition: dynamic.exclude_condition, actions: dynamic.exclude_actions.map(draft) };
  return { include, exclude, nextKey };
};
