/**
 * The administrator's customization (spec 3 §2 "Administrator customization page", §3 White-label,
 * §7 `GET /v1/whitelabel/{id}` and `PUT whitelabel`, §9 image limits).
 */

export const WHITELABEL_PATHS = {
  /** GET …/{id}: the white-label with its settings; PUT (no id in the path): saves them. */
  whitelabel: '/v1/whitelabel',
} as const;

/** The white-label's images, in the order the page shows them. */
export const BRANDING_IMAGE_SLOTS = ['company_logo', 'ad_logo', 'main_background', 'email_header', 'favicon'] as const;
export type BrandingImageSlot = (typeof BRANDING_IMAGE_SLOTS)[number];

export const BRANDING_COLOR_FIELDS = ['primary_color', 'secondary_color', 'gauge_color', 'warning_color'] as const;
export type BrandingColorField = (typeof BRANDING_COLOR_FIELDS)[number];

/** Spec 3 §9 image format codes: png 1, jpg/jpeg 2, gif 3, svg 4, icon 5, webp 6. */
export type ImageFormatCode = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A white-label image (spec 3 §3 "Image value"). Answers carry `preview` (where the stored image is
 * served) and no `file`; a save sends `file` (base64 of the new image's bytes) for a new image, only
 * `file_id` to keep the stored one, or `deleted: true` to remove it. `size` is in KB.
 */
export interface WhitelabelImage {
  file_id: number | null;
  file?: string | null;
  preview?: string | null;
  file_type: ImageFormatCode | null;
  file_name: string;
  deleted?: boolean;
  width: number;
  height: number;
  size: number;
}

export interface WhitelabelSettings {
  company_logo: WhitelabelImage | null;
  main_background: WhitelabelImage | null;
  email_header: WhitelabelImage | null;
  favicon: WhitelabelImage | null;
  ad_logo: WhitelabelImage | null;
  fb_page_id: string;
  term_of_service_url: string;
  privacy_policy_url: string;
  primary_color: string;
  secondary_color: string;
  gauge_color: string;
  warning_color: string;
}

/** GET /v1/whitelabel/{id} (administrators, their own white-label only). */
export interface WhitelabelRecord {
  id: number;
  name: string;
  whitelabel_id: string;
  whitelabel_settings: WhitelabelSettings;
}

/**
 * PUT /v1/whitelabel. The spec names `whitelabel_settings` and `id`; the page also edits the name, which
 * the White-label entity holds beside its settings, so it travels beside them too.
 */
export interface SaveWhitelabelRequest {
  id: number;
  name: string;
  whitelabel_settings: WhitelabelSettings;
}

/**
 * Bounds of the save (ours: the spec names none but the image limit). An icon (favicon, ad logo) holds
 * at most `icon_entries` pictures; an SVG logo at most `svg_elements` elements nested at most
 * `svg_depth` deep, and `svg_attributes` attributes in all, `svg_element_attributes` on any one: far
 * above a logo's drawing, and what keeps checking one within tens of milliseconds of the event loop (a
 * 60,000-deep nesting took the parser 4 s and overflowed the stack of anything walking the tree;
 * 10,000 elements, or 80,000 attributes, took 0.3 s to rebuild; 25,000 attributes on one element
 * seconds).
 */
export const WHITELABEL_LIMITS = {
  name: 60,
  fb_page_id: 64,
  url: 2048,
  file_name: 255,
  icon_entries: 32,
  svg_depth: 100,
  svg_elements: 2_000,
  svg_attributes: 10_000,
  svg_element_attributes: 100,
} as const;

/**
 * The save's body may carry five images of under 500000 bytes each as base64 (4/3 of their size), far
 * above the mock's usual body limit: this route alone reads up to this many bytes.
 */
export const WHITELABEL_SAVE_BODY_LIMIT = 4 * 1024 * 1024;

/** Spec 3 §5 and §8, quoted exactly (the typo is the spec's). */
export const WHITELABEL_MESSAGES = {
  imageMismatch: 'Image is mot matching format and/or size requirements.',
  failedToSave: 'Failed To Save Changes',
  color: 'Colour must be 6 hex digits with an optional #.',
  url: 'Only http or https addresses are allowed.',
  name: 'Field is required.',
  /** Ours: an SVG logo whose elements nest deeper, number more or carry more attributes than WHITELABEL_LIMITS allows. */
  svgTooComplex: `The SVG must have at most ${WHITELABEL_LIMITS.svg_elements} elements, nested at most ${WHITELABEL_LIMITS.svg_depth} deep, and at most ${WHITELABEL_LIMITS.svg_attributes} attributes (${WHITELABEL_LIMITS.svg_element_attributes} on one element).`,
} as const;
