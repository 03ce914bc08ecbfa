import { describe, expect, it } from 'vitest';
import { newCampaignValues } from '../form/campaignDefaults';
import type { EditorSection, SectionAccess, SectionContext } from './sectionContract';
import {
  collectProblems,
  editorTree,
  firstProblem,
  nextFormTab,
  problemsOnTabs,
  resolveTab,
  sectionOfField,
  shownSections,
} from './sectionRouting';

const load = async () => ({ default: () => null });
const SECTIONS: EditorSection[] = [
  {
    tab: 'basicInfo',
    label: 'tabs.basicInfo',
    access: 'setup',
    kind: 'form',
    load,
    fields: ['name', 'bidding_strategy'],
    rules: (values, _context, forPublish) => [
      ...(values.name ? [] : [{ field: 'name', message: 'required' }]),
      ...(forPublish && !values.budget ? [{ field: 'budget', message: 'onlyPositive' }] : []),
    ],
  },
  { tab: 'frequency', parent: 'advanced', label: 'tabs.frequency', access: 'advanced', kind: 'form', load, fields: ['frequencyCap'] },
  {
    tab: 'attribution',
    parent: 'advanced',
    label: 'tabs.attribution',
    access: 'advanced',
    kind: 'form',
    load,
    fields: ['attribution', 'attributionTags'],
    rules: (values) => values.attribution.flatMap((pair, index) => (pair.name ? [] : [{ field: `attribution.${index}.name`, message: 'required' }])),
    visible: (context) => !context.isAudio,
  },
  { tab: 'ownerAdvancedBidding', label: 'tabs.owner', access: 'administration', kind: 'form', load, fields: ['owner'] },
  { tab: 'changeLog', label: 'tabs.changeLog', access: 'changeLog', kind: 'view', load, fields: [], visible: (context) => !context.isNew },
];

const context: SectionContext = { isNew: false, isAudio: false, today: '2026-05-01' };
const everyone = () => true;
const without = (...refused: SectionAccess[]) => (access: SectionAccess) => !refused.includes(access);

describe('section routing', () => {
  it('shows the sections the user may see for this campaign', () => {
    expect(shownSections(SECTIONS, everyone, context).map((s) => s.tab)).toEqual(['basicInfo', 'frequency', 'attribution', 'ownerAdvancedBidding', 'changeLog']);
    expect(shownSections(SECTIONS, without('administration'), { ...context, isNew: true }).map((s) => s.tab)).toEqual([
      'basicInfo',
      'frequency',
      'attribution',
    ]);
    expect(shownSections(SECTIONS, everyone, { ...context, isAudio: true }).map((s) => s.tab)).not.toContain('attribution');
  });

  it('opens the requested tab, a parent on its first child, and otherwise the first tab allowed', () => {
    const shown = shownSections(SECTIONS, everyone, context);
    expect(resolveTab(shown, 'attribution')).toBe('attribution');
    expect(resolveTab(shown, 'advanced')).toBe('frequency');
    expect(resolveTab(shown, null)).toBe('basicInfo');
    expect(resolveTab(shown, 'nonsense')).toBe('basicInfo');
    // Without CAMPAIGN_SETUP basic info is not there: the first allowed tab opens, even when asked for it.
    const noSetup = shownSections(SECTIONS, without('setup'), context);
    expect(resolveTab(noSetup, 'basicInfo')).toBe('frequency');
    expect(resolveTab([], 'basicInfo')).toBeUndefined();
  });

  it('moves Save and next to the next form tab, never to a view', () => {
    const shown = shownSections(SECTIONS, everyone, context);
    expect(nextFormTab(shown, 'basicInfo')).toBe('frequency');
    expect(nextFormTab(shown, 'attribution')).toBe('ownerAdvancedBidding');
    expect(nextFormTab(shown, 'ownerAdvancedBidding')).toBeUndefined();
    expect(nextFormTab(shown, 'changeLog')).toBeUndefined();
    expect(nextFormTab(shownSections(SECTIONS, without('administration'), context), 'attribution')).toBeUndefined();
  });

  it('finds the section of a field by its prefixes', () => {
    const shown = shownSections(SECTIONS, everyone, context);
    expect(sectionOfField(shown, 'bidding_strategy.click_url')?.tab).toBe('basicInfo');
    expect(sectionOfField(shown, 'attribution.3.value')?.tab).toBe('attribution');
    expect(sectionOfField(shown, 'attributionTags')?.tab).toBe('attribution');
    expect(sectionOfField(shown, 'owner.margin')?.tab).toBe('ownerAdvancedBidding');
    expect(sectionOfField(shown, 'named')).toBeUndefined();
  });

  it("gives a field inside another section's object to the section with the longer prefix, wherever it is in the tree", () => {
    const inside: EditorSection[] = [
      { tab: 'targeting', label: 'tabs.targeting', access: 'targeting', kind: 'form', load, fields: ['targeting'] },
      { tab: 'geography', parent: 'advanced', label: 'tabs.geography', access: 'advanced', kind: 'form', load, fields: ['targeting.location_option_key'] },
    ];
    expect(sectionOfField(inside, 'targeting.location_option_key')?.tab).toBe('geography');
    expect(sectionOfField(inside, 'targeting.city_ids.0')?.tab).toBe('targeting');
    // Without the advanced tab the field falls back to the section holding its object.
    expect(sectionOfField(shownSections(inside, without('advanced'), context), 'targeting.location_option_key')?.tab).toBe('targeting');
  });

  it('lists every problem in tree order, publish-only ones only for publish, and picks the first tab with one', () => {
    const shown = shownSections(SECTIONS, everyone, context);
    const values = { ...newCampaignValues(null), name: '', attribution: [{ name: '', value: 'x' }] };
    expect(collectProblems(shown, values, context, false).map((p) => p.field)).toEqual(['name', 'attribution.0.name']);
    const all = collectProblems(shown, values, context, true);
    expect(all).toEqual([
      { field: 'name', message: 'required', tab: 'basicInfo', tabLabel: 'tabs.basicInfo' },
      { field: 'budget', message: 'onlyPositive', tab: 'basicInfo', tabLabel: 'tabs.basicInfo' },
      { field: 'attribution.0.name', message: 'required', tab: 'attribution', tabLabel: 'tabs.attribution' },
    ]);
    expect(firstProblem(shown, all)?.field).toBe('name');
    // The tree's order decides, not the order the problems came in.
    expect(firstProblem(shown, [...all].reverse())?.field).toBe('budget');
    expect(firstProblem(shown, all.filter((p) => p.tab === 'attribution'))?.tab).toBe('attribution');
  });

  it('places server field errors on their tabs and leaves out fields no shown tab owns', () => {
    const shown = shownSections(SECTIONS, everyone, context);
    expect(problemsOnTabs(shown, [{ field: 'owner.margin', message: 'm' }, { field: 'visuals.banners', message: 'v' }])).toEqual([
      { field: 'owner.margin', message: 'm', tab: 'ownerAdvancedBidding', tabLabel: 'tabs.owner' },
    ]);
  });

  it('groups children under their parent in the tree', () => {
    const tree = editorTree(shownSections(SECTIONS, everyone, context));
    expect(tree.map((node) => [node.tab, node.children?.map((child) => child.tab)])).toEqual([
      ['basicInfo', undefined],
      ['advanced', ['frequency', 'attribution']],
      ['ownerAdvancedBidding', undefined],
      ['changeLog', undefined],
    ]);
    expect(tree[1]?.label).toBe('campaign-editor.tabs.advanced');
  });
});
