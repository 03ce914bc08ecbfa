import { useLocaleState } from 'ra-core';
import type { DictionaryItem, DictionaryName } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { CHOICES_STALE_MS, EDITOR_RESOURCE } from '../editorResource';
import type { DictionaryLanguage } from '../owner/ownerCalls';

/** A dictionary (interests, languages, IAB categories…) in the interface language. */
export const useDictionary = (name: DictionaryName) => {
  const [locale] = useLocaleState();
  const language: DictionaryLanguage = locale === 'ru' ? 'ru' : 'en';
  return useInvokeQuery<DictionaryItem[]>(EDITOR_RESOURCE, 'dictionary', { name, language }, { staleTime: CHOICES_STALE_MS });
};
