/** What the detail panel shows of an event's event_data (spec 3 §3: pixel_url, pixel_e, pixel_ts, pixel_user_agent). */
export interface EventDataView {
  url: string | null;
  userAgent: string | null;
  /** The custom parameters the site sent, in its order, each value as text whatever it holds. */
  parameters: [string, string][];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));
const optionalText = (value: unknown): string | null => (value === undefined || value === null ? null : textOf(value));

/**
 * event_data arrives as a JSON string written by the advertiser's site, so nothing in it is trusted:
 * it is narrowed field by field, and a string that is no JSON object answers null (the panel says so).
 * Every value ends up as text, which React shows as text.
 */
export const readEventData = (eventData: string): EventDataView | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(eventData);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const custom = isRecord(parsed.custom_parameters) ? parsed.custom_parameters : {};
  return {
    url: optionalText(parsed.pixel_url),
    userAgent: optionalText(parsed.pixel_user_agent),
    parameters: Object.entries(custom).map(([key, value]) => [key, textOf(value)]),
  };
};
