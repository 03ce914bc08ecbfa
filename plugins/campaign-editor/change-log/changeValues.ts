import type { TranslateFunction } from 'ra-core';
import { EXCHANGES, type CreativeServingDecision } from '../../../src/api/contract';
import { overallDecision } from '../../../src/domain/servingDecision';
import { statusName } from '../../../src/campaign/status';
import { formatMoney } from '../../../src/domain/money';
import { countryName } from '../../../src/format/countries';
import { formatDay, formatLocalDateTime } from '../../../src/format/dates';
import { utcToDate } from '../form/campaignMapping';
import { utcOffsetLabel } from '../geography/utcOffset';
import { exchangeReviewKey } from '../video/exchangeRejection';
import type { NameList, ValueFormat } from './changeFormats';

/** What a value needs to read as its form shows it. */
export interface ValueContext {
  /** The interface language ('en', 'ru'). */
  locale: string;
  translate: TranslateFunction;
  /** The account's currency: money is shown in it. */
  currency: string;
  /** The campaign's time zone: its start and end are calendar dates there. */
  timezoneOffset: number;
  /** An item's name in a reference list, once the list is loaded. */
  nameOf(list: NameList, id: unknown): string | undefined;
}

const V = 'campaign-editor.changeLog.values';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The hours of a day as ranges: [8, 9, 10, 14] → "08:00–11:00, 14:00–15:00". */
const hoursText = (hours: readonly unknown[]): string => {
  const sorted = [...new Set(hours.filter((hour): hour is number => typeof hour === 'number'))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const hour of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === hour) last[1] = hour + 1;
    else ranges.push([hour, hour + 1]);
  }
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return ranges.map(([from, to]) => `${clock(from)}–${clock(to)}`).join(', ');
};

/** The exchange's review of a video ad in words; a code the contract gives no words keeps it beside them. */
const exchangeReviewText = (code: string, translate: TranslateFunction): string => {
  const key = exchangeReviewKey(code);
  return key.endsWith('.unlisted') ? translate('campaign-editor.video.exchangeReview.rejected', { code }) : translate(key);
};

const decisionText = (decision: CreativeServingDecision, translate: TranslateFunction): string => {
  const { status, policyTopics } = overallDecision(decision);
  const D = 'campaign-editor.creatives.decision';
  if (status !== 'disapproved') return translate(`${D}.${status}`);
  return policyTopics.length > 0 ? translate(`${D}.disapproved`, { topics: policyTopics.join(', ') }) : translate(`${D}.disapprovedNoTopics`);
};

const exchangeText = (id: unknown, translate: TranslateFunction): string => {
  const exchange = EXCHANGES.find((candidate) => candidate.id === id);
  return exchange ? translate(`campaign-editor.owner.exchangeNames.${exchange.name}`) : translate('campaign-editor.video.exchangeNumber', { id: String(id) });
};

/** A list item as the editor names it: a creative by its name, a pair as name=value, a rule as its words. */
const itemText = (item: Plain, context: ValueContext): string => {
  const { translate } = context;
  if (typeof item.filter === 'string' && typeof item.operator === 'string') {
    const filter = translate(`campaign-editor.owner.bidding.filters.${item.filter}`);
    return `${filter} ${translate(`campaign-editor.owner.bidding.operators.${item.operator}`)} ${String(item.value ?? '')}`.trim();
  }
  if (typeof item.key === 'number' && typeof item.value === 'number') {
    const period = ({ 1: 'daily', 2: 'weekly', 3: 'monthly' } as Record<number, string>)[item.key];
    if (period) return `${translate(`campaign-editor.frequency.fields.${period}`)}: ${item.value}`;
  }
  const name = item.creative_name ?? item.name ?? item.title ?? item.file_name;
  if (typeof name === 'string' && name !== '') return typeof item.value === 'string' && item.value !== '' ? `${name}=${item.value}` : name;
  if (typeof item.value === 'string' && item.value !== '') return item.value;
  if (typeof item.key === 'string' && item.key !== '') return item.key;
  // Something without a name: its values, never its JSON.
  return Object.entries(item)
    // A file's address and stored id say nothing to a reader.
    .filter(([field]) => field !== 'url' && field !== 'file_id')
    .map(([, value]) => value)
    .filter((value) => value !== null && value !== '' && !isPlain(value) && !Array.isArray(value))
    .map((value) => (typeof value === 'boolean' ? translate(`${V}.${value ? 'yes' : 'no'}`) : String(value)))
    .join(', ');
};

const oneValue = (value: unknown, format: ValueFormat, context: ValueContext): string => {
  const { translate, locale } = context;
  if (format.kind === 'servingDecision' && isPlain(value)) return decisionText(value as unknown as CreativeServingDecision, translate);
  if (format.kind === 'file' && isPlain(value)) return String(value.file_name ?? value.name ?? '');
  if (isPlain(value)) return itemText(value, context);
  if (typeof value === 'boolean') return translate(`${V}.${value ? 'yes' : 'no'}`);
  switch (format.kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, context.currency, locale) : String(value);
    case 'percent':
      return typeof value === 'number' ? `${value}%` : String(value);
    case 'calendarDate': {
      const date = typeof value === 'string' ? utcToDate(value, context.timezoneOffset) : null;
      return date ? formatDay(date, locale) : String(value);
    }
    case 'date':
      return formatDay(String(value), locale);
    case 'dateTime':
      return formatLocalDateTime(String(value), locale);
    case 'timezone':
      return typeof value === 'number' ? utcOffsetLabel(value) : String(value);
    case 'country':
      return countryName(String(value), locale);
    case 'status': {
      const name = typeof value === 'number' ? statusName(value) : undefined;
      return name ? translate(`core.campaign.status.${name}`) : translate(`${V}.unknownStatus`);
    }
    case 'choice':
      return translate(`${format.prefix}.${String(value)}`, { _: String(value) });
    case 'options': {
      const option = format.options.find((candidate) => candidate.id === value);
      return option ? translate(option.name) : String(value);
    }
    case 'names':
      return context.nameOf(format.list, value) ?? String(value);
    case 'exchange':
      return exchangeText(value, translate);
    case 'exchangeReview':
      return exchangeReviewText(String(value), translate);
    case 'hours':
      return String(value);
    default:
      return String(value);
  }
};

/**
 * A value of a change as its field's form shows it: money in the account's currency, dates in the
 * interface language, yes and no, lists by their items' names. Nothing is JSON. An empty value reads
 * as the form's own word for it where the form has one (a start "Immediately"), else as "none".
 */
export const formatChangeValue = (value: unknown, format: ValueFormat, context: ValueContext): string => {
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (format.kind === 'options' && format.options.some((option) => option.id === value)) return oneValue(value, format, context);
  if (empty) return context.translate(format.kind === 'calendarDate' ? format.none : `${V}.none`);
  if (format.kind === 'hours' && Array.isArray(value)) return hoursText(value);
  if (format.kind === 'onPlaces' && Array.isArray(value)) {
    const on = value.flatMap((item, index) => (item === true ? [String(index + 1)] : []));
    if (on.length === value.length) return context.translate(`${V}.all`);
    return on.length === 0 ? context.translate(`${V}.none`) : on.join(', ');
  }
  const text = Array.isArray(value) ? value.map((item) => oneValue(item, format, context)).filter(Boolean).join(', ') : oneValue(value, format, context);
  // An item with nothing to name it by (an empty video ad) still says it is empty.
  return text === '' ? context.translate(`${V}.none`) : text;
};
