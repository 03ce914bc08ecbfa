import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { AutocompleteArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SegmentAudience, SegmentAudiences } from '../../../src/api/contract';
import { invokeQuery } from '../../../src/data/queries';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { EDITOR_RESOURCE } from '../editorResource';
import { useSpaceAudiences } from './useTargetingChoices';
import { useFormat } from '../../../src/format/useFormat';

const SA = 'targeting.segment_audiences';
const F = 'campaign-editor.targeting.fields';
type ListName = keyof SegmentAudiences;
const LISTS: { name: ListName; label: string; opposite: ListName[] }[] = [
  { name: 'include_any', label: `${F}.audiencesIncludeAny`, opposite: ['exclude'] },
  { name: 'include', label: `${F}.audiencesInclude`, opposite: ['exclude'] },
  { name: 'exclude', label: `${F}.audiencesExclude`, opposite: ['include_any', 'include'] },
];

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);

/**
 * The chosen audiences the space's list does not name (an audience of another space an administrator
 * set, or one since renamed away from the list), each read by id (spec 2 §3) so it shows by name.
 */
const useMissingAudiences = (chosen: readonly number[], listed: readonly SegmentAudience[] | undefined): SegmentAudience[] => {
  const dataProvider = useAppDataProvider();
  const missing = listed ? chosen.filter((id) => !listed.some((audience) => audience.id === id)) : [];
  return useQueries({
    queries: missing.map((id) => ({ ...invokeQuery<SegmentAudience>(dataProvider, EDITOR_RESOURCE, 'segmentAudience', { id }), staleTime: Infinity, retry: false })),
  })
    .map((result) => result.data)
    .filter((audience): audience is SegmentAudience => audience !== undefined);
};

/**
 * Segment audiences (spec 2 §3): people in any of some audiences, in all of others, in none of a
 * third set, chosen among the space's audiences. An audience chosen on one side is not offered on
 * the other (targetingRules still names a stored conflict).
 */
export const SegmentAudiencesInputs = ({ spaceId }: { spaceId: number | undefined }) => {
  const format = useFormat();
  const translate = useTranslate();
  const audiences = useSpaceAudiences(spaceId);
  const watched = useWatch({ name: SA }) as Partial<SegmentAudiences> | undefined;
  const chosen = useMemo(() => LISTS.flatMap(({ name }) => idsOf(watched?.[name])), [watched]);
  const missing = useMissingAudiences(chosen, audiences.data);
  const all = useMemo(
    () =>
      [...(audiences.data ?? []), ...missing].map((audience) => ({
        id: audience.id,
        // A chosen audience since deleted is still read by id (deleted: true): it says so instead of its size.
        name: audience.deleted
          ? translate('campaign-editor.targeting.audiences.deleted', { name: audience.name })
          : translate('campaign-editor.targeting.audiences.rows', { name: audience.name, count: format.count(audience.row_count) }),
      })),
    [audiences.data, missing, translate, format],
  );

  return (
    <Stack spacing={1}>
      {audiences.isSuccess && all.length === 0 && <p>{translate('campaign-editor.targeting.audiences.none')}</p>}
      {LISTS.map(({ name, label, opposite }) => {
        const own = idsOf(watched?.[name]);
        const taken = new Set(opposite.flatMap((other) => idsOf(watched?.[other])));
        const choices = all.filter((choice) => own.includes(choice.id) || !taken.has(choice.id));
        return (
          <AutocompleteArrayInput
            key={name}
            source={`${SA}.${name}`}
            label={label}
            choices={choices}
            translateChoice={false}
            isPending={audiences.isPending}
            helperText={false}
            fullWidth
          />
        );
      })}
    </Stack>
  );
};
