import type { ComponentType } from 'react';
import type { EditorSection, SectionProps } from './sectionContract';

/** Loaded section components, kept for the page's life: going back to a tab renders it at once. */
const loaded = new Map<EditorSection['load'], ComponentType<SectionProps>>();

/** The section's component when its code is already here (the first render can then show it). */
export const loadedSection = (section: EditorSection): ComponentType<SectionProps> | undefined => loaded.get(section.load);

/**
 * Loads a section's code once. The edit route's boot preload calls it for the tab the address opens
 * (preloadOpenTab), so the editor's first render already holds that tab's inputs instead of a spinner
 * and a second render after another round trip.
 */
export const loadSection = async (section: Pick<EditorSection, 'load'>): Promise<ComponentType<SectionProps>> => {
  const known = loaded.get(section.load);
  if (known) return known;
  const component = (await section.load()).default;
  loaded.set(section.load, component);
  return component;
};
