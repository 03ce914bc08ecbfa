import { useLocaleState } from 'ra-core';
import type { DictionaryItem, DictionaryName } from '../../../src/api/contract';
import { metaDictionaryOptions } from '../../../src/data/referenceLists';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { EDITOR_RESOURCE } from '../editorResource';
import type { DictionaryLanguage } from '../owner/ownerCalls';

/**
 * A dictionary (interests, languages, IAB categories…) in the interface language, kept across reloads
 * (spec 1 §7 "cached locally"): the stored copy shows at once while its version is confirmed. A
 * reader that needs it only sometimes (the change log) passes `enabled`.
 */
export const useDictionary = (name: DictionaryName, enabled = true) => {
  const [locale] = useLocaleState();
  const language: DictionaryLanguage = locale === 'ru' ? 'ru' : 'en';
  return useInvokeQuery<DictionaryItem[]>(EDITOR_RESOURCE, 'dictionary', { name, language }, { ...metaDictionaryOptions<DictionaryItem>(name, language), enabled });
};
