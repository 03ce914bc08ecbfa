/**
 * Seeded facts that UI and end-to-end tests rely on. They are constants, not generated, so a test can
 * name them without reading the db. Changing one is a contract change for those tests.
 */
export const DEFAULT_SEED = 20260601;

export const PERSONA_IDS = {
  admin: { userId: 101, spaceId: 2001, spaceName: 'Demo Admin Agency' },
  advertiser: { userId: 102, spaceId: 2002, spaceName: 'Demo Advertiser Ltd' },
  /** A sub-user of the advertiser's space: same space id, fewer permissions. */
  analyst: { userId: 103, spaceId: 2002, spaceName: 'Demo Advertiser Ltd' },
} as const;

/** Ids the generated data starts from (campaign ids are 7 digits so the list opens their rows). */
export const FIRST_OWNER_USER_ID = 104;
export const FIRST_GENERATED_SPACE_ID = 2003;
export const FIRST_CAMPAIGN_ID = 1_000_001;
export const FIRST_REGISTRATION_ID = 301;

/** Every generated account owner signs in with this password (personas have their own). */
export const SEEDED_OWNER_PASSWORD = 'Account#2026';

/**
 * The one account whose payment settings say allow_payment: false (Billing greyed out). It is the
 * first generated account; its owner signs in with SEEDED_OWNER_PASSWORD.
 */
export const NO_PAYMENT_ACCOUNT = {
  spaceId: 2003,
  name: 'Harbor Lane Media',
  ownerUserId: 104,
  ownerEmail: 'grace.okafor@harborlane.example',
} as const;

/** Probe string for the security tests: an account and a campaign carry it as their name. */
export const XSS_PROBE = '<img src=x onerror=window.__xss=1>';
export const XSS_ACCOUNT_SPACE_ID = 2004;
/** The probe campaign lives in an ordinary (non-persona, non-probe) account. */
export const XSS_CAMPAIGN_SPACE_ID = 2005;
/**
 * Probe for the CSV export: a campaign name a spreadsheet would run as a formula. It is the second
 * campaign of the XSS probe campaign's account; the export must write it as text (`'=HYPERLINK(...)`).
 */
export const FORMULA_PROBE = '=HYPERLINK("x")';
export const FORMULA_CAMPAIGN_SPACE_ID = XSS_CAMPAIGN_SPACE_ID;

/** Campaigns from the old numbering: their 4-digit ids must not open the editor from the list. */
export const LEGACY_CAMPAIGN_IDS = [4821, 7310] as const;

export const LOGO_FILE_ID = 9001;

/**
 * The seeded white-label configurations, by whitelabel_id. The mock answers as one of them at a time:
 * MOCK_WHITELABEL at start (default `dsp`), or `POST /__mock/settings { whitelabel }` at run time.
 * Only `ng` enables audio, so only it offers the Voice Reward Ads campaign type.
 */
export const WHITELABELS = {
  dsp: { id: 1, name: 'Adwise DSP', audioEnabled: false, logoFileId: LOGO_FILE_ID },
  ng: { id: 2, name: 'Adwise Nigeria', audioEnabled: true, logoFileId: 9002 },
} as const;

export type WhitelabelKey = keyof typeof WHITELABELS;
export const DEFAULT_WHITELABEL: WhitelabelKey = 'dsp';

/** See registrations.ts for what each token is for. */
export const REGISTRATION_TOKENS = {
  valid: 'valid-demo-registration-token-0001',
  validSpare: 'valid-demo-registration-token-0002',
  expired: 'expired-demo-registration-token-0001',
  used: 'used-demo-registration-token-0001',
} as const;

export const ACCOUNT_COUNTS = { normal: 30, large: 1000 } as const;
export const CAMPAIGN_COUNTS = { normal: 235, large: 10_000 } as const;

/**
 * The `ng` white-label's administrator (every administration permission, like the `dsp` admin). It is
 * a member of the first `ng` account (the lowest space id among them) rather than the owner of a new
 * one, so the seed's account counts stay as they were. The `dsp` admin (admin@demo.test) never sees
 * `ng` accounts on the administration pages, nor this one the `dsp` accounts.
 */
export const NG_ADMIN = {
  userId: 100,
  email: 'admin.ng@demo.test',
  password: 'AdminNg#2026',
} as const;

/**
 * Generated accounts that belong to `ng` (their owner's whitelabel_id is 2): those in naira from
 * space id NG_ACCOUNTS_FROM_SPACE_ID on (the first few generated accounts keep their fixed roles in
 * `dsp`). Every other account is `dsp`'s.
 */
export const NG_ACCOUNTS_FROM_SPACE_ID = 2010;

/**
 * The one seeded `dsp` account whose payment vendor is ameria (an AMD account): the administrator may
 * pay manually for its owner (spec 3 §6). Every other account pays through the mock's vendor setting
 * (mock-server/billing/payment-vendor.ts).
 */
export const AMERIA_ACCOUNT = {
  spaceId: 2006,
  ownerUserId: 107,
  name: 'Copper Games LLC',
} as const;

/**
 * Pacing: an account whose balance runs out within 3 days at its running campaigns' rate, so the top
 * bar warns for its owner whatever the day. The advertiser persona's balance lasts longer (a week or
 * so). Its owner signs in with SEEDED_OWNER_PASSWORD.
 *
 * Its balance (USD) and its running campaigns (status 3 and 31) are pinned rather than drawn, so a test
 * knows the instant the balance runs out from these facts and the clock alone: each campaign's daily
 * budget is `dailySpend`, and it delivers exactly that every day, evenly over the day's 24 hours
 * (delivery-pace.ts), so its spend per day to date is `dailySpend` at any whole hour. Each is a
 * multiple of 24 dollars, so every hour spends whole dollars and that rate is exact. The balance runs
 * out at the reading's hour plus balance ÷ Σ dailySpend days (domain/pacing/pacing.ts
 * balanceRunsOutAt). The ids are the account's at the normal scale; the large scale deals them to
 * another account (where they keep the even pace, not the budget) and draws this one's campaigns.
 */
export const LOW_BALANCE_ACCOUNT = {
  spaceId: 2013,
  name: 'Orchid Travel LLC',
  ownerUserId: 114,
  ownerEmail: 'harry.whitmore@orchidtravelllc.example',
  balance: 111.63,
  runningCampaigns: [
    { id: 1_000_110, dailySpend: 576 },
    { id: 1_000_111, dailySpend: 168 },
    { id: 1_000_112, dailySpend: 48 },
  ],
} as const;

/**
 * Account owners who have not confirmed yet, so each option of the accounts report's status filter
 * (spec 3 §2: user status 1 "Need Verification", 2 "Pending") lists rows in both white-labels. Created
 * `daysAgo` days before the seed's day: 1 to 5, inside the report's default range (the last 7 days),
 * even when a run crosses midnight after seeding. They own no campaign, transaction or card yet, and
 * cannot sign in (only active users can). Their ids follow the generated accounts (space and user).
 */
export const UNCONFIRMED_OWNERS = [
  { whitelabel: 'dsp', status_key: 1, first_name: 'Lena', last_name: 'Novak', email: 'lena.novak@brightpath.example', company_name: 'Brightpath Studio', currency: 'USD', country: 'US', phone: '+1 202 555 0181', daysAgo: 1 },
  { whitelabel: 'dsp', status_key: 1, first_name: 'Arman', last_name: 'Sargsyan', email: 'arman.sargsyan@ararat.example', company_name: 'Ararat Print', currency: 'AMD', country: 'AM', phone: '+374 91 555 018', daysAgo: 3 },
  { whitelabel: 'dsp', status_key: 2, first_name: 'Daniel', last_name: 'Price', email: 'daniel.price@example.com', company_name: null, currency: 'USD', country: 'US', phone: '+1 202 555 0182', daysAgo: 2 },
  { whitelabel: 'ng', status_key: 1, first_name: 'Emeka', last_name: 'Nwosu', email: 'emeka.nwosu@lagosgrid.example', company_name: 'Lagos Grid Media', currency: 'NGN', country: 'NG', phone: '+234 803 555 0183', daysAgo: 2 },
  { whitelabel: 'ng', status_key: 2, first_name: 'Funmi', last_name: 'Adeyemi', email: 'funmi.adeyemi@palmwine.example', company_name: 'Palmwine Records', currency: 'NGN', country: 'NG', phone: '+234 803 555 0184', daysAgo: 4 },
  { whitelabel: 'ng', status_key: 2, first_name: 'Bola', last_name: 'Ogun', email: 'bola.ogun@example.com', company_name: null, currency: 'NGN', country: 'NG', phone: '+234 803 555 0185', daysAgo: 5 },
] as const satisfies readonly {
  whitelabel: WhitelabelKey;
  status_key: 1 | 2;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string | null;
  currency: 'USD' | 'NGN' | 'AMD';
  country: string;
  phone: string;
  daysAgo: number;
}[];

/** A schedule grid (spec 2 §3: weekday '0' Sunday to '6', hours 0-23) running `from` to `to` on `days`. */
function scheduleGrid(days: readonly number[], from: number, to: number): Record<string, number[]> {
  const hours = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return Object.fromEntries(Array.from({ length: 7 }, (_, day) => [String(day), days.includes(day) ? [...hours] : []]));
}


/**
 * Pacing states (README "Pacing"): running campaigns of the demo advertiser that deliver a fixed share
 * of their daily budget every day they run (`pace`, no weekday dip), so each shows its state at any
 * hour of any day: on track (0.8 to 1.2 of the ideal), under (below 0.8), over (above 1.2: an ad server
 * may deliver up to twice a daily budget), and one that spends 1.02 daily budgets a day evenly over its
 * hours, so at the current hour's rate its budget runs out later today (at 23:31 UTC, 24 / 1.02 hours
 * into the day) from 01:00 on. Two have schedule grids (read in UTC, as the mock's days are): their
 * hours off spend nothing and a day without a running hour spends nothing.
 */
export const PACING_CAMPAIGNS = {
  onTrack: { id: 1_000_014, pace: 1 },
  under: { id: 1_000_015, pace: 0.6 },
  over: { id: 1_000_016, pace: 1.45 },
  runsOutToday: { id: 1_000_020, pace: 1.02, even: true },
  /** Weekdays (1 Monday to 5 Friday) from 08:00 to 19:59 UTC; nothing on Saturday and Sunday. */
  weekdayGrid: { id: 1_000_029, pace: 1, grid: scheduleGrid([1, 2, 3, 4, 5], 8, 19) },
  /** Every day from 06:00 to 21:59 UTC, under its pace. */
  daytimeGrid: { id: 1_000_004, pace: 0.6, grid: scheduleGrid([0, 1, 2, 3, 4, 5, 6], 6, 21) },
} as const satisfies Record<string, { id: number; pace: number; even?: boolean; grid?: Readonly<Record<string, readonly number[]>> }>;
