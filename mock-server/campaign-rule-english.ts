import core from '../locales/en/core.json';
import editor from '../locales/en/campaign-editor.json';
import admin from '../locales/en/campaign-editor-admin.json';
import audio from '../locales/en/campaign-editor-audio.json';
import basicInfo from '../locales/en/campaign-editor-basic-info.json';
import creatives from '../locales/en/campaign-editor-creatives.json';
import frequency from '../locales/en/campaign-editor-frequency.json';
import native from '../locales/en/campaign-editor-native.json';
import placement from '../locales/en/campaign-editor-placement.json';
import responsive from '../locales/en/campaign-editor-responsive.json';
import targeting from '../locales/en/campaign-editor-targeting.json';
import video from '../locales/en/campaign-editor-video.json';
import voice from '../locales/en/campaign-editor-voice.json';
import { mergeMessageTrees, type MessageTree } from '../src/domain/messageTree';

/**
 * The English of the campaign rules' messages (src/domain/campaign-rules), read from the very files
 * the app translates them with (locales/en), so a field refused by the mock says word for word what
 * the editor says under the same field. Placeholders are filled as the app's translator does
 * (`%{max}`).
 */
type Tree = MessageTree;

// Merged into a new tree: the files are the app's own modules too (the unit tests run the mock in the
// page's process), and must not change.
const ENGLISH = mergeMessageTrees(...([core, editor, admin, audio, basicInfo, creatives, frequency, native, placement, responsive, targeting, video, voice] as Tree[]));

/** A message key with its arguments in English; the key itself when no text has it (a test catches that). */
export const englishText = (key: string, args: Readonly<Record<string, string | number>> = {}): string => {
  const text = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), ENGLISH);
  if (typeof text !== 'string') return key;
  return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (args[name] === undefined ? placeholder : String(args[name])));
};
