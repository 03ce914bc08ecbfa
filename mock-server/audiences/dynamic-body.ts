import {
  AUDIENCE_CONDITIONS,
  type AudienceAction,
  type AudienceActionParameter,
  type AudienceCondition,
  type DynamicAudience,
} from '../../src/api/contract';
import { AUDIENCE_RULE_MESSAGES, dynamicAudienceErrors, dynamicDefinitionErrors, type AudienceRuleErrors } from '../../src/domain/audienceRules';
import { normaliseName } from '../../src/domain/safeText';
import { list, nullable, number, object, oneOf, optional, text, type FieldErrors, type Node } from '../schema';

/**
 * Reads the dynamic audience calls' bodies (spec 3 §7 "create dynamic (body user_id, name, type,
 * dynamic_audience), update dynamic (adds id)"): first the shape, under bounds well past the rules'
 * (so a list or text far too long is refused unread, one only a little too long gets the rule's own
 * message), then the shared rules of src/domain/audienceRules.ts in their English words.
 */
const SHAPE_BOUNDS = { name: 1_000, short: 50, value: 2_000, list: 50 } as const;

const parameterNode = object<AudienceActionParameter>({
  metric: text(SHAPE_BOUNDS.short) as Node<AudienceActionParameter['metric']>,
  condition: text(SHAPE_BOUNDS.short) as Node<AudienceActionParameter['condition']>,
  value: text(SHAPE_BOUNDS.value),
});

const actionNode = object<AudienceAction>({
  action: text(SHAPE_BOUNDS.short),
  period: text(SHAPE_BOUNDS.short),
  parameters: list(parameterNode, { max: SHAPE_BOUNDS.list }),
});

/** A block's condition left out is none (null), as a block of one action has. */
const conditionNode = optional(nullable(oneOf(AUDIENCE_CONDITIONS)) as Node<AudienceCondition>, null);

export const dynamicAudienceNode = object<DynamicAudience>({
  include_condition: conditionNode,
  exclude_condition: conditionNode,
  include_actions: list(actionNode, { max: SHAPE_BOUNDS.list }),
  exclude_actions: list(actionNode, { max: SHAPE_BOUNDS.list }),
});

const spaceIdNode = number({ min: 1, integer: true });

export interface DynamicAudienceBody {
  id: number | null;
  user_id: number;
  name: string;
  dynamic_audience: DynamicAudience;
}

const english = (errors: AudienceRuleErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, AUDIENCE_RULE_MESSAGES[key]]));

const fieldsOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/** The body of a create (`withId` false) or an update; `errors` empty when it passes shape and rules. */
export const readDynamicAudienceBody = (body: unknown, withId: boolean): { body: DynamicAudienceBody; errors: FieldErrors } => {
  const fields = fieldsOf(body);
  const errors: FieldErrors = {};
  const id = withId ? number({ min: 1, integer: true }).read(fields.id, undefined, 'id', errors) : null;
  const userId = spaceIdNode.read(fields.user_id, undefined, 'user_id', errors);
  const name = text(SHAPE_BOUNDS.name).read(fields.name, '', 'name', errors);
  oneOf(['dynamic'] as const).read(fields.type, undefined, 'type', errors);
  const dynamic = dynamicAudienceNode.read(fields.dynamic_audience, undefined, 'dynamic_audience', errors);
  const read: DynamicAudienceBody = { id, user_id: userId, name: typeof name === 'string' ? normaliseName(name) : '', dynamic_audience: dynamic };
  if (Object.keys(errors).length > 0) return { body: read, errors };
  return { body: read, errors: english(dynamicAudienceErrors(read.name, dynamic)) };
};

/** The estimate's body: the space and a definition that passes the rules (no name: it is not saved). */
export const readEstimateBody = (body: unknown): { userId: number; dynamic: DynamicAudience; errors: FieldErrors } => {
  const fields = fieldsOf(body);
  const errors: FieldErrors = {};
  const userId = spaceIdNode.read(fields.user_id, undefined, 'user_id', errors);
  const dynamic = dynamicAudienceNode.read(fields.dynamic_audience, undefined, 'dynamic_audience', errors);
  if (Object.keys(errors).length > 0) return { userId, dynamic, errors };
  return { userId, dynamic, errors: english(dynamicDefinitionErrors(dynamic)) };
};
