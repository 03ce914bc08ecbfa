import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'ra-core';
import type { DynamicAudience } from '../../src/api/contract';
import { isApiError } from '../../src/api/HttpError';
import { dynamicAudienceErrors } from '../../src/domain/audienceRules';
import { toDynamicAudience, type BuilderState } from './audienceBlocks';
import { audienceFieldErrors } from './uploadRefusal';

/** Field path (as the request names it) → the message shown under that field. */
export type BuilderErrors = Record<string, string>;

export interface AudienceBuilder {
  name: string;
  setName(name: string): void;
  blocks: BuilderState;
  /** Changes the blocks through one of audienceBlocks' transitions. */
  update(change: (state: BuilderState) => BuilderState): void;
  definition: DynamicAudience;
  errors: BuilderErrors;
  /** The work differs from what the page opened with (the leave-page confirmation asks). */
  dirty: boolean;
  /** Checks the rules and shows their problems; true when there is none. */
  check(): boolean;
  /** A refused save: the server's field errors go under their fields (183 translated); the values stay as typed. */
  refused(error: unknown): void;
}

/**
 * The builder's form state: the name and the blocks as typed, and the errors shown. The rules are
 * the shared ones (src/domain/audienceRules.ts), translated as audiences.validation.<key>; once a save
 * was tried they follow every change, so a fixed field loses its error at once. The server's field
 * errors show until the next change.
 */
export const useAudienceBuilder = (initialName: string, initial: BuilderState): AudienceBuilder => {
  const translate = useTranslate();
  const [name, setNameState] = useState(initialName);
  const [blocks, setBlocks] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<BuilderErrors>({});
  const definition = useMemo(() => toDynamicAudience(blocks), [blocks]);
  const [start] = useState(() => JSON.stringify([initialName, toDynamicAudience(initial)]));

  const ruleErrors = useMemo(() => {
    if (!checked) return {};
    const keys = dynamicAudienceErrors(name, definition);
    return Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, translate(`audiences.validation.${key}`)]));
  }, [checked, name, definition, translate]);

  const setName = useCallback((value: string) => {
    setNameState(value);
    setServerErrors({});
  }, []);
  const update = useCallback((change: (state: BuilderState) => BuilderState) => {
    setBlocks(change);
    setServerErrors({});
  }, []);
  const check = useCallback(() => {
    setChecked(true);
    return Object.keys(dynamicAudienceErrors(name, definition)).length === 0;
  }, [name, definition]);
  const refused = useCallback((error: unknown) => {
    setServerErrors(isApiError(error) ? audienceFieldErrors(error, translate) : {});
  }, [translate]);

  return {
    name,
    setName,
    blocks,
    update,
    definition,
    errors: { ...ruleErrors, ...serverErrors },
    dirty: JSON.stringify([name, definition]) !== start,
    check,
    refused,
  };
};
