/**
 * The host's first label names the white-label client (spec 3 §9: "The host's first label names the
 * client (default 'dsp')"): `ng.example.com` is the `ng` client. The app and the mock read a host the
 * same way, so both live here.
 */

/** The client a host that names none opens (spec 3 §9). */
export const DEFAULT_WHITELABEL_ID = 'dsp';

/**
 * Labels that never name a client: `www` is the web's conventional first label, so `www.example.com`
 * is the default client rather than a client called "www".
 */
const NOT_A_CLIENT: ReadonlySet<string> = new Set(['www']);

/** A client id as a host label can carry it: letters, digits and inner hyphens. */
const CLIENT_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The client a host names, or null when it names none: an IP address (v4 or v6), `localhost`, any
 * single-label host, a first label of `www`, or one that is not a valid label. A port is ignored, and
 * so are case and a trailing dot (`NG.Example.com.` is `ng`).
 */
export const whitelabelIdOfHost = (host: string): string | null => {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') || (name.match(/:/g) ?? []).length > 1) return null; // IPv6, with or without a port
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  if (IPV4.test(name)) return null;
  const labels = name.split('.');
  const first = labels[0] ?? '';
  if (labels.length < 2 || !CLIENT_LABEL.test(first) || NOT_A_CLIENT.has(first)) return null;
  return first;
};
